import { Alert, Stack, Text } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/links/router-links';
import { useLangParam } from '@/lib/use-lang-param';

/**
 * The chat check: no channel to answer on, either because the organization has none yet or because
 * this member was given none. Admins get the way to create one.
 */
export function NoChannelAccess({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('chats');
  const lang = useLangParam();
  return (
    <Alert
      color="yellow"
      icon={<IconMessageOff size={20} aria-hidden />}
      title={t('check.title')}
      maw={640}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{canManage ? t('check.admin') : t('check.member')}</Text>
        {canManage ? (
          <ButtonLink to="/{-$lang}/admin/channels" params={{ lang }} size="xs">
            {t('check.createChannel')}
          </ButtonLink>
        ) : null}
      </Stack>
    </Alert>
  );
}
