import { Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useTranslation } from 'react-i18next';
import { zodFormValidator } from '@/lib/form-validation';
import type { InvitationOffer } from '@/lib/invitation-offer';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLangParam } from '@/lib/use-lang-param';
import { useThrottledAction } from '@/lib/use-throttled-action';
import { useLogin } from '../api/login';
import { useAfterLogin } from '../hooks/use-after-login';
import { loginFormSchema, type LoginFormValues } from '../schemas';
import { AnchorLink } from '@/components/links/router-links';

export type LoginPageProps = {
  redirectTo?: string;
  /** Opened from an invitation link: the invitation is accepted right after logging in. */
  invitation?: InvitationOffer;
};

export function LoginPage({ redirectTo, invitation }: LoginPageProps) {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('login.title'));
  const lang = useLangParam();
  const login = useLogin();
  const afterLogin = useAfterLogin(redirectTo);
  const form = useForm<LoginFormValues>({
    initialValues: { email: invitation?.email ?? '', password: '' },
    validate: zodFormValidator(loginFormSchema, t),
  });
  const finish = async () => {
    // A failed acceptance (another account's email) was already shown as a toast; the login stands.
    if (invitation) await invitation.accept().catch(() => undefined);
    await afterLogin();
  };
  const submit = useThrottledAction((values: LoginFormValues) =>
    login.mutate(loginFormSchema.parse(values), { onSuccess: () => void finish() }),
  );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2">
            {t('login.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('login.subtitle')}
          </Text>
        </div>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <AnchorLink to="/{-$lang}/forgot" params={{ lang }} size="sm">
            {t('login.forgot')}
          </AnchorLink>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
        <Text size="sm" ta="center">
          <Trans
            t={t}
            i18nKey="login.noAccount"
            components={{
              cta: (
                <AnchorLink
                  to="/{-$lang}/register"
                  params={{ lang }}
                  search={invitation ? { invite: invitation.token } : {}}
                />
              ),
            }}
          />
        </Text>
      </Stack>
    </form>
  );
}
