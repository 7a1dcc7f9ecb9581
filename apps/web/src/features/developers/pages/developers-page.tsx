import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/get-session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useApiKeys } from '../api/api-keys';
import { ApiKeysCard } from '../components/api-keys-card';

/** The session lists 'developers' among its resources for ADMIN and OWNER. */
export const DEVELOPERS_RESOURCE = 'developers';

export function DevelopersPage() {
  const { t } = useTranslation('developers');
  useDocumentTitle(t('page.title'));
  const { data: user } = useSession();
  if (!user.resources.includes(DEVELOPERS_RESOURCE)) {
    return (
      <Stack gap="lg" maw={720}>
        <Title order={1}>{t('page.title')}</Title>
        <Alert
          color="red"
          icon={<IconLock size={18} aria-hidden />}
          title={t('forbidden.title')}
          role="alert"
        >
          {t('forbidden.description')}
        </Alert>
      </Stack>
    );
  }
  return <Developers />;
}

function Developers() {
  const { t } = useTranslation('developers');
  const keys = useApiKeys();
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed">{t('page.subtitle')}</Text>
      </div>
      {keys.data ? <ApiKeysCard keys={keys.data} /> : keys.isPending ? <Skeleton height={200} /> : null}
    </Stack>
  );
}
