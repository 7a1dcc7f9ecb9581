import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { zodFormValidator } from '@/lib/form-validation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLangParam } from '@/lib/use-lang-param';
import { useThrottledAction } from '@/lib/use-throttled-action';
import { useForgot } from '../api/forgot';
import { forgotFormSchema, type ForgotFormValues } from '../schemas';
import { AnchorLink } from '@/components/links/router-links';

export function ForgotPage() {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('forgot.title'));
  const lang = useLangParam();
  const forgot = useForgot();
  const form = useForm<ForgotFormValues>({
    initialValues: { email: '' },
    validate: zodFormValidator(forgotFormSchema, t),
  });
  const submit = useThrottledAction((values: ForgotFormValues) =>
    forgot.mutate(forgotFormSchema.parse(values)),
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          {t('forgot.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('forgot.subtitle')}
        </Text>
      </div>
      {forgot.isSuccess ? (
        // The same answer whether or not the account exists, so the page cannot be used to probe emails.
        <Alert color="green" icon={<IconMailCheck aria-hidden />} role="status">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={forgot.isPending} fullWidth>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <AnchorLink to="/{-$lang}" params={{ lang }} size="sm" ta="center">
        {t('forgot.back')}
      </AnchorLink>
    </Stack>
  );
}
