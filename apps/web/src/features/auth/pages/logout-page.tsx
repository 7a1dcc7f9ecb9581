import { Center, Loader, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLangParam } from '@/lib/use-lang-param';
import { useLogout } from '../api/logout';

export function LogoutPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('logout.title'));
  const lang = useLangParam();
  const navigate = useNavigate();
  const { mutate } = useLogout();
  const hasStarted = useRef(false);

  useEffect(() => {
    // StrictMode mounts effects twice in development; the session must be revoked only once.
    if (hasStarted.current) return;
    hasStarted.current = true;
    mutate(undefined, {
      onSettled: () => void navigate({ to: '/{-$lang}', params: { lang }, replace: true }),
    });
  }, [lang, mutate, navigate]);

  return (
    <Center mih="100vh">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text component="h1" size="lg">
          {t('logout.inProgress')}
        </Text>
      </Stack>
    </Center>
  );
}
