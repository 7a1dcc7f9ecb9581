import { CONTACT_NAME_MAX, emailSchema, type Contact } from '@charla/contracts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/notifications/notify';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { isPhoneAcceptable, toE164, type PhoneCheck } from '@/lib/phone';
import { useUpdateContact } from '../api/contact';

type Values = { name: string; email: string; phone: string };

/** Name, email and phone of the customer; an emptied field is cleared. */
export function ContactForm({ contact, onDone }: { contact: Contact; onDone: () => void }) {
  const { t, i18n } = useTranslation(['chats', 'common']);
  const update = useUpdateContact();
  // A stored number is valid E.164 already; it only needs checking again once edited.
  const [phoneCheck, setPhoneCheck] = useState<PhoneCheck>({ valid: true, formatted: contact.phone ?? '' });
  const form = useForm<Values>({
    initialValues: { name: contact.name ?? '', email: contact.email ?? '', phone: contact.phone ?? '' },
    validate: {
      name: (value) =>
        value.trim().length > CONTACT_NAME_MAX
          ? t('common:validation.tooLong', { count: CONTACT_NAME_MAX })
          : null,
      email: (value) =>
        value.trim() && !emailSchema.safeParse(value).success ? t('common:validation.email') : null,
      phone: (value) => (isPhoneAcceptable(value, phoneCheck) ? null : t('common:validation.phone')),
    },
  });
  const submit = (values: Values) =>
    update.mutate(
      {
        contactOid: contact._id,
        body: {
          name: values.name.trim() || null,
          email: values.email.trim() || null,
          phone: toE164(values.phone, phoneCheck) || null,
        },
      },
      {
        onSuccess: () => {
          notify({ type: 'success', title: t('chats:contact.saved') });
          onDone();
        },
      },
    );
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="xs">
        <TextInput label={t('chats:contact.name')} {...form.getInputProps('name')} />
        <TextInput label={t('chats:contact.email')} type="email" {...form.getInputProps('email')} />
        <PhoneInput
          id={`contact-phone-${contact._id}`}
          label={t('chats:contact.phone')}
          value={form.getValues().phone}
          error={form.errors.phone}
          invalidMessage={t('common:validation.phone')}
          defaultCountry={i18n.language === 'en' ? 'us' : 'es'}
          onChange={(value, result) => {
            setPhoneCheck(result);
            form.setFieldValue('phone', value);
          }}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" size="xs" loading={update.isPending}>
            {t('chats:contact.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
