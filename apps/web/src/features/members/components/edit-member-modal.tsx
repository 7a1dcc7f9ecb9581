import {
  patchMemberBodySchema,
  type OrganizationUser,
  type PatchMemberBody,
  type Role,
} from '@charla/contracts';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/notifications/notify';
import { zodFormValidator } from '@/lib/form-validation';
import { useThrottledAction } from '@/lib/use-throttled-action';
import { useUpdateMember } from '../api/update-member';
import { roleOptions } from './role-options';

type Values = {
  name: string;
  lastName: string;
  email: string;
  role: Role;
  primary: boolean;
  message: string;
  channels: string[];
};

export type EditMemberModalProps = { member: OrganizationUser | null; onClose: () => void; actorRole: Role };

/**
 * Edits what the organization owns of a member: role, automatic assignment, channel restrictions and
 * the note. Name and email belong to the person once they joined, so they are editable only while the
 * invitation is pending.
 */
export function EditMemberModal({ member, onClose, actorRole }: EditMemberModalProps) {
  const { t } = useTranslation(['members', 'common']);
  const name = member ? `${member.name} ${member.lastName}`.trim() || member.email : '';
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={t('edit.title', { name })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {member ? (
        <EditMemberForm key={member._id} member={member} onClose={onClose} actorRole={actorRole} />
      ) : null}
    </Modal>
  );
}

function changedFields(member: OrganizationUser, values: Values): PatchMemberBody {
  const parsed = patchMemberBodySchema.parse(values);
  const isPending = member.status === 'invited';
  const changes: PatchMemberBody = {};
  if (isPending && parsed.name !== member.name) changes.name = parsed.name;
  if (isPending && parsed.lastName !== member.lastName) changes.lastName = parsed.lastName;
  if (isPending && parsed.email !== member.email) changes.email = parsed.email;
  if (parsed.role !== member.role) changes.role = parsed.role;
  if (parsed.primary !== member.primary) changes.primary = parsed.primary;
  if (parsed.message !== (member.message ?? '')) changes.message = parsed.message;
  if (parsed.channels?.join() !== member.channels.join()) changes.channels = parsed.channels;
  return changes;
}

function EditMemberForm({
  member,
  onClose,
  actorRole,
}: Omit<EditMemberModalProps, 'member'> & { member: OrganizationUser }) {
  const { t } = useTranslation(['members', 'common']);
  const update = useUpdateMember();
  const isPending = member.status === 'invited';
  const form = useForm<Values>({
    initialValues: {
      name: member.name,
      lastName: member.lastName,
      email: member.email,
      role: member.role,
      primary: member.primary,
      message: member.message ?? '',
      channels: member.channels,
    },
    validate: zodFormValidator(patchMemberBodySchema, t),
  });
  const submit = useThrottledAction((values: Values) =>
    update.mutate(
      { _id: member._id, body: changedFields(member, values) },
      {
        onSuccess: () => {
          notify({ type: 'success', title: t('edit.saved') });
          onClose();
        },
      },
    ),
  );
  // Only an owner may change an owner; the API says the same.
  const canChangeRole = actorRole === 'OWNER' || member.role !== 'OWNER';
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {isPending ? (
          <>
            <Group grow align="flex-start">
              <TextInput label={t('fields.name')} required {...form.getInputProps('name')} />
              <TextInput label={t('fields.lastName')} {...form.getInputProps('lastName')} />
            </Group>
            <TextInput label={t('fields.email')} type="email" required {...form.getInputProps('email')} />
          </>
        ) : null}
        <Select
          label={t('fields.role')}
          data={canChangeRole ? roleOptions(t, actorRole) : roleOptions(t, 'OWNER')}
          disabled={!canChangeRole}
          allowDeselect={false}
          {...form.getInputProps('role')}
        />
        <Checkbox label={t('fields.primary')} {...form.getInputProps('primary', { type: 'checkbox' })} />
        {form.getValues().role === 'USER' ? (
          <MultiSelect
            label={t('fields.channels')}
            description={t('fields.channelsHint')}
            data={member.channels}
            disabled={member.channels.length === 0}
            {...form.getInputProps('channels')}
          />
        ) : null}
        <Textarea label={t('fields.message')} rows={2} maxLength={1000} {...form.getInputProps('message')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('edit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
