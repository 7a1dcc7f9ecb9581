import { assignMemberBodySchema, type Role } from '@charla/contracts';
import { Button, Checkbox, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/notifications/notify';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { zodFormValidator } from '@/lib/form-validation';
import { EMPTY_PHONE_CHECK, isPhoneAcceptable, toE164, type PhoneCheck } from '@/lib/phone';
import { useThrottledAction } from '@/lib/use-throttled-action';
import { useAssignMember } from '../api/assign-member';
import { roleOptions } from './role-options';

type Values = {
  name: string;
  lastName: string;
  email: string;
  role: Role;
  primary: boolean;
  phone: string;
  message: string;
};

const INITIAL_VALUES: Values = {
  name: '',
  lastName: '',
  email: '',
  role: 'USER',
  primary: false,
  phone: '',
  message: '',
};

export type InviteMemberModalProps = { isOpen: boolean; onClose: () => void; actorRole: Role };

/** Invites by email: an existing account joins at once, a new one gets the invitation mail with the message. */
export function InviteMemberModal({ isOpen, onClose, actorRole }: InviteMemberModalProps) {
  const { t, i18n } = useTranslation(['members', 'common']);
  const assign = useAssignMember();
  const [phoneCheck, setPhoneCheck] = useState<PhoneCheck>(EMPTY_PHONE_CHECK);
  const form = useForm<Values>({
    initialValues: INITIAL_VALUES,
    validate: (values) => {
      const errors = zodFormValidator<Values>(assignMemberBodySchema, t)(values);
      if (!isPhoneAcceptable(values.phone, phoneCheck)) errors.phone = t('common:validation.phone');
      return errors;
    },
  });
  const close = () => {
    form.reset();
    setPhoneCheck(EMPTY_PHONE_CHECK);
    onClose();
  };
  const submit = useThrottledAction((values: Values) => {
    const phone = toE164(values.phone, phoneCheck);
    const body = assignMemberBodySchema.parse({ ...values, phone: phone || undefined });
    assign.mutate(body, {
      onSuccess: (member) => {
        notify({
          type: 'success',
          title:
            member.status === 'invited'
              ? t('invite.invited', { email: member.email })
              : t('invite.added', { name: `${member.name} ${member.lastName}`.trim() }),
        });
        close();
      },
    });
  });
  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={t('invite.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput label={t('fields.name')} required data-autofocus {...form.getInputProps('name')} />
            <TextInput label={t('fields.lastName')} {...form.getInputProps('lastName')} />
          </Group>
          <TextInput label={t('fields.email')} type="email" required {...form.getInputProps('email')} />
          <Select
            label={t('fields.role')}
            data={roleOptions(t, actorRole)}
            allowDeselect={false}
            {...form.getInputProps('role')}
          />
          <Checkbox label={t('fields.primary')} {...form.getInputProps('primary', { type: 'checkbox' })} />
          <PhoneInput
            id="invite-member-phone"
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
          <Textarea
            label={t('fields.message')}
            description={t('fields.messageHint')}
            rows={3}
            maxLength={1000}
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={assign.isPending}>
              {t('invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
