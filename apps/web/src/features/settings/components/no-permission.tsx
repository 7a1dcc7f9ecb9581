import { Alert, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What a member without the settings resource sees instead of the forms. */
export function NoPermission() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('page.title')}</Title>
      <Alert color="red" icon={<IconLock size={18} aria-hidden />} title={t('forbidden.title')} role="alert">
        {t('forbidden.description')}
      </Alert>
    </Stack>
  );
}
