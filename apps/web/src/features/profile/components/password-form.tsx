import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/notifications/notify';
import { zodFormValidator } from '@/lib/form-validation';
import { useThrottledAction } from '@/lib/use-throttled-action';
import { useUpdateUser } from '../api/update-user';
import { passwordFormSchema, type PasswordFormValues } from '../schemas';

/** Changing the password revokes the user's other sessions on the server; this one stays valid. */
export function PasswordForm() {
  const { t } = useTranslation(['profile', 'common']);
  const update = useUpdateUser();
  const form = useForm<PasswordFormValues>({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: zodFormValidator(passwordFormSchema, t),
  });
  const submit = useThrottledAction(({ currentPassword, password }: PasswordFormValues) =>
    update.mutate(
      { currentPassword, password },
      {
        onSuccess: () => {
          notify({ type: 'success', title: t('password.saved') });
          form.reset();
        },
      },
    ),
  );
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('fields.newPassword')}
          description={t('common:validation.passwordHint')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
