import { Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { zodFormValidator } from '@/lib/form-validation';
import type { InvitationOffer } from '@/lib/invitation-offer';
import { EMPTY_PHONE_CHECK, isPhoneAcceptable, toE164, type PhoneCheck } from '@/lib/phone';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLangParam } from '@/lib/use-lang-param';
import { useThrottledAction } from '@/lib/use-throttled-action';
import { useSignup } from '../api/signup';
import { TermsCheckbox } from '../components/terms-checkbox';
import { useAfterLogin } from '../hooks/use-after-login';
import { useEmailTaken } from '../hooks/use-email-availability';
import { registerFormSchema, type RegisterFormValues } from '../schemas';
import { AnchorLink } from '@/components/links/router-links';

export type RegisterPageProps = {
  redirectTo?: string;
  /** Opened from an invitation link: the email is the invited one, and the invitation is accepted after sign-up. */
  invitation?: InvitationOffer;
};

export function RegisterPage({ redirectTo, invitation }: RegisterPageProps) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('register.title'));
  const lang = useLangParam();
  const signup = useSignup();
  const afterLogin = useAfterLogin(redirectTo);
  const isEmailTaken = useEmailTaken();
  const [phoneCheck, setPhoneCheck] = useState<PhoneCheck>(EMPTY_PHONE_CHECK);
  const form = useForm<RegisterFormValues>({
    initialValues: {
      firstName: invitation?.name ?? '',
      lastName: invitation?.lastName ?? '',
      email: invitation?.email ?? '',
      phone: '',
      password: '',
      terms: false,
    },
    validate: (values) => {
      const errors = zodFormValidator<RegisterFormValues>(registerFormSchema, t)(values);
      if (!isPhoneAcceptable(values.phone, phoneCheck)) errors.phone = t('common:validation.phone');
      return errors;
    },
  });

  const checkEmail = async () => {
    if (await isEmailTaken(form.getValues().email)) form.setFieldError('email', t('register.emailTaken'));
  };

  const finish = async () => {
    // A failed acceptance was already shown as a toast; the new account still lands in its own organization.
    if (invitation) await invitation.accept().catch(() => undefined);
    await afterLogin();
  };

  const submit = useThrottledAction((values: RegisterFormValues) => {
    const { terms: _terms, ...body } = registerFormSchema.parse(values);
    const phone = toE164(values.phone, phoneCheck);
    signup.mutate({ ...body, ...(phone ? { phone } : {}) }, { onSuccess: () => void finish() });
  });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2">
            {t('register.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('register.subtitle')}
          </Text>
        </div>
        <Group grow align="flex-start">
          <TextInput
            label={t('fields.firstName')}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
        </Group>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          readOnly={Boolean(invitation)}
          {...form.getInputProps('email')}
          onBlur={() => void checkEmail()}
        />
        <PhoneInput
          id="register-phone"
          label={t('fields.phone')}
          value={form.getValues().phone}
          error={form.errors.phone}
          invalidMessage={t('common:validation.phone')}
          defaultCountry={i18n.language === 'en' ? 'us' : 'es'}
          preferredCountries={['es', 'mx', 'ar', 'co', 'us']}
          onChange={(value, result) => {
            setPhoneCheck(result);
            form.setFieldValue('phone', value);
          }}
        />
        <PasswordInput
          label={t('fields.password')}
          description={t('common:validation.passwordHint')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <TermsCheckbox {...form.getInputProps('terms', { type: 'checkbox' })} />
        <Button type="submit" loading={signup.isPending} fullWidth>
          {t('register.submit')}
        </Button>
        <Text size="sm" ta="center">
          <Trans
            t={t}
            i18nKey="register.haveAccount"
            components={{
              cta: (
                <AnchorLink
                  to="/{-$lang}"
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
