import { Alert, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/notifications/notify';
import { zodFormValidator } from '@/lib/form-validation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLangParam } from '@/lib/use-lang-param';
import { useThrottledAction } from '@/lib/use-throttled-action';
import { useRecover } from '../api/recover';
import { newPasswordFormSchema, type NewPasswordFormValues } from '../schemas';
import { AnchorLink } from '@/components/links/router-links';

export type RecoverPageProps = { email?: string; recoverKey?: string };

export function RecoverPage({ email, recoverKey }: RecoverPageProps) {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('recover.title'));
  const lang = useLangParam();
  const navigate = useNavigate();
  const recover = useRecover();
  const form = useForm<NewPasswordFormValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: zodFormValidator(newPasswordFormSchema, t),
  });
  const submit = useThrottledAction(({ password }: NewPasswordFormValues) => {
    if (!email || !recoverKey) return;
    recover.mutate(
      { email, recoverKey, password },
      {
        onSuccess: () => {
          notify({ type: 'success', title: t('recover.done') });
          void navigate({ to: '/{-$lang}', params: { lang } });
        },
      },
    );
  });

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          {t('recover.title')}
        </Title>
        {email ? (
          <Text c="dimmed" size="sm">
            {t('recover.subtitle', { email })}
          </Text>
        ) : null}
      </div>
      {email && recoverKey ? (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
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
            <Button type="submit" loading={recover.isPending} fullWidth>
              {t('recover.submit')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Alert color="orange" role="alert">
          {t('recover.invalidLink')}
        </Alert>
      )}
      <AnchorLink to="/{-$lang}/forgot" params={{ lang }} size="sm" ta="center">
        {t('recover.requestNew')}
      </AnchorLink>
    </Stack>
  );
}
