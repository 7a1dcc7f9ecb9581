import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentOrganization } from '@/lib/session/get-current-organization';
import { useSession } from '@/lib/session/get-session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStorageSettings } from '../api/storage-settings';
import { LocaleSection } from '../components/locale-section';
import { NoPermission } from '../components/no-permission';
import { ProfileSection } from '../components/profile-section';
import { StorageSection } from '../components/storage-section';

/** The session lists 'settings' among its resources for ADMIN and OWNER. */
export const SETTINGS_RESOURCE = 'settings';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function StorageSettingsSection() {
  const storage = useStorageSettings();
  if (storage.isPending) return <Skeleton height={160} />;
  if (storage.isError) return null;
  return <StorageSection settings={storage.data} />;
}

export function SettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('page.title'));
  const { data: user } = useSession();
  if (!user.resources.includes(SETTINGS_RESOURCE)) return <NoPermission />;
  return <Settings />;
}

function Settings() {
  const { t } = useTranslation('settings');
  const { data: organization } = useCurrentOrganization();
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed">{t('page.subtitle')}</Text>
      </div>
      <Section id="settings-profile" title={t('profile.title')}>
        <ProfileSection key={organization._id} organization={organization} />
      </Section>
      <Section id="settings-locale" title={t('locale.title')}>
        <LocaleSection key={organization._id} organization={organization} />
      </Section>
      <Section id="settings-storage" title={t('storage.title')}>
        <StorageSettingsSection />
      </Section>
    </Stack>
  );
}
