import type { User } from '@charla/contracts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/notifications/notify';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { zodFormValidator } from '@/lib/form-validation';
import { isPhoneAcceptable, toE164, type PhoneCheck } from '@/lib/phone';
import { useThrottledAction } from '@/lib/use-throttled-action';
import { useUpdateUser } from '../api/update-user';
import { profileFormSchema, type ProfileFormValues } from '../schemas';

export function ProfileForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const update = useUpdateUser();
  // A stored number is valid E.164 already; it only needs checking again once edited.
  const [phoneCheck, setPhoneCheck] = useState<PhoneCheck>({ valid: true, formatted: user.phone ?? '' });
  const form = useForm<ProfileFormValues>({
    initialValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' },
    validate: (values) => {
      const errors = zodFormValidator<ProfileFormValues>(profileFormSchema, t)(values);
      if (!isPhoneAcceptable(values.phone, phoneCheck)) errors.phone = t('common:validation.phone');
      return errors;
    },
  });
  const submit = useThrottledAction((values: ProfileFormValues) =>
    update.mutate(
      { ...profileFormSchema.parse(values), phone: toE164(values.phone, phoneCheck) },
      {
        onSuccess: () => {
          notify({ type: 'success', title: t('details.saved') });
          form.resetDirty();
        },
      },
    ),
  );
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
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
        <PhoneInput
          id="profile-phone"
          label={t('fields.phone')}
          value={form.getValues().phone}
          error={form.errors.phone}
          invalidMessage={t('common:validation.phone')}
          defaultCountry={i18n.language === 'en' ? 'us' : 'es'}
          onChange={(value, result) => {
            setPhoneCheck(result);
            form.setFieldValue('phone', value);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('details.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
