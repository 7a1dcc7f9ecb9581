import { inviteLinkBodySchema, type InviteLink, type Role } from '@charla/contracts';
import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/notifications/notify';
import { zodFormValidator } from '@/lib/form-validation';
import { useThrottledAction } from '@/lib/use-throttled-action';
import { useCreateInviteLink } from '../api/create-invite-link';
import { roleOptions } from './role-options';

type Values = { email: string; role: Role };

export type InviteLinkModalProps = { isOpen: boolean; onClose: () => void; actorRole: Role };

/** Creates a single-use link for one email and role, then shows it with a copy button. */
export function InviteLinkModal({ isOpen, onClose, actorRole }: InviteLinkModalProps) {
  const { t, i18n } = useTranslation(['members', 'common']);
  const create = useCreateInviteLink();
  const [created, setCreated] = useState<InviteLink | null>(null);
  const form = useForm<Values>({
    initialValues: { email: '', role: 'USER' },
    validate: zodFormValidator(inviteLinkBodySchema, t),
  });
  const close = () => {
    form.reset();
    setCreated(null);
    onClose();
  };
  const submit = useThrottledAction((values: Values) =>
    create.mutate(inviteLinkBodySchema.parse(values), {
      onSuccess: (link) => {
        setCreated(link);
        notify({ type: 'success', title: t('link.created', { email: values.email.trim().toLowerCase() }) });
      },
    }),
  );
  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={t('link.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {created ? (
        <Stack gap="md">
          <TextInput
            label={t('link.label')}
            value={created.link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            rightSection={
              <CopyButton value={created.link}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('link.copied') : t('link.copy')}>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      aria-label={t('link.copy')}
                      onClick={copy}
                    >
                      {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
          <Text size="sm" c="dimmed">
            {t('link.expiresAt', { date: new Date(created.expiresAt).toLocaleString(i18n.language) })}
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>{t('common:actions.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('link.intro')}</Text>
            <TextInput
              label={t('fields.email')}
              type="email"
              required
              data-autofocus
              {...form.getInputProps('email')}
            />
            <Select
              label={t('fields.role')}
              data={roleOptions(t, actorRole)}
              allowDeselect={false}
              {...form.getInputProps('role')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('link.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
