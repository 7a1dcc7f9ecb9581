import type { User } from '@charla/contracts';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/notifications/notify';
import { useUpdateUser } from '../api/update-user';
import { useUploadFile } from '../api/upload-file';

const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp,image/gif';

/** Uploads the picture as an attachment, then points the user's avatarUrl at it. */
export function AvatarUpload({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const upload = useUploadFile();
  const update = useUpdateUser();
  const name = `${user.firstName} ${user.lastName}`.trim();
  const onFile = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (attachment) =>
        update.mutate(
          { avatarUrl: attachment.url },
          { onSuccess: () => notify({ type: 'success', title: t('avatar.saved') }) },
        ),
    });
  };
  return (
    <Group gap="lg">
      <Avatar src={user.avatarUrl} name={name} color="initials" size={80} radius="xl" alt={t('avatar.alt')} />
      <Stack gap={6}>
        <FileButton onChange={onFile} accept={ACCEPTED_IMAGES}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending || update.isPending}
            >
              {t('avatar.upload')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('avatar.hint')}
        </Text>
      </Stack>
    </Group>
  );
}
