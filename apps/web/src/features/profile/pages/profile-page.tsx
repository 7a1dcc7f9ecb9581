import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/get-session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AvatarUpload } from '../components/avatar-upload';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('page.title'));
  const { data: user } = useSession();
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed">{user.email}</Text>
      </div>
      <Card withBorder padding="lg" component="section" aria-labelledby="profile-details">
        <Stack gap="md">
          <Title order={2} size="h4" id="profile-details">
            {t('details.title')}
          </Title>
          <AvatarUpload user={user} />
          <ProfileForm key={user._id} user={user} />
        </Stack>
      </Card>
      <Card withBorder padding="lg" component="section" aria-labelledby="profile-password">
        <Stack gap="md">
          <Title order={2} size="h4" id="profile-password">
            {t('password.title')}
          </Title>
          <PasswordForm />
        </Stack>
      </Card>
    </Stack>
  );
}
