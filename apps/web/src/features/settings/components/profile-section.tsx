import {
  emailSchema,
  organizationDescriptionSchema,
  organizationNameSchema,
  type Organization,
} from '@charla/contracts';
import { z } from '@charla/contracts/zod';
import { Avatar, Button, FileButton, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/notifications/notify';
import { zodFormValidator } from '@/lib/form-validation';
import { useThrottledAction } from '@/lib/use-throttled-action';
import { useUpdateOrganization } from '../api/update-organization';
import { useUploadFile } from '../api/upload-file';

const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp,image/gif';

const profileFormSchema = z.object({
  name: organizationNameSchema,
  email: z.union([z.literal(''), emailSchema]),
  description: organizationDescriptionSchema,
});
type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** Name, contact email, description and image of the organization. */
export function ProfileSection({ organization }: { organization: Organization }) {
  const { t } = useTranslation(['settings', 'common']);
  const update = useUpdateOrganization();
  const upload = useUploadFile();
  const form = useForm<ProfileFormValues>({
    initialValues: {
      name: organization.name,
      email: organization.email ?? '',
      description: organization.description ?? '',
    },
    validate: zodFormValidator<ProfileFormValues>(profileFormSchema, t),
  });
  const save = useThrottledAction((values: ProfileFormValues) =>
    update.mutate(profileFormSchema.parse(values), {
      onSuccess: () => {
        notify({ type: 'success', title: t('profile.saved') });
        form.resetDirty();
      },
    }),
  );
  const onImage = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (attachment) =>
        update.mutate(
          { imageUrl: attachment.url },
          { onSuccess: () => notify({ type: 'success', title: t('profile.imageSaved') }) },
        ),
    });
  };

  return (
    <Stack gap="md">
      <Group gap="lg">
        <Avatar
          src={organization.imageUrl}
          name={organization.name}
          color="initials"
          size={80}
          radius="md"
          alt={t('profile.imageAlt')}
        />
        <FileButton onChange={onImage} accept={ACCEPTED_IMAGES}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
            >
              {t('profile.uploadImage')}
            </Button>
          )}
        </FileButton>
      </Group>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput label={t('profile.name')} required maxLength={120} {...form.getInputProps('name')} />
            <TextInput
              label={t('profile.email')}
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
          </Group>
          <Textarea
            label={t('profile.description')}
            rows={3}
            maxLength={1000}
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending && !upload.isPending}>
              {t('profile.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
