import {
  CHANNEL_TYPES,
  createChannelBodySchema,
  type Channel,
  type ChannelType,
  type CreateChannelBody,
} from '@charla/contracts';
import {
  Button,
  Checkbox,
  ColorInput,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/notifications/notify';
import { zodFormValidator } from '@/lib/form-validation';
import { useThrottledAction } from '@/lib/use-throttled-action';
import { useCreateChannel, useUpdateChannel } from '../api/save-channel';

type Values = {
  type: ChannelType;
  name: string;
  settings: {
    title: string;
    welcomeMessage: string;
    color: string;
    allowedDomains: string[];
    identityVerificationRequired: boolean;
    webhookUrl: string;
  };
};

const DEFAULT_SETTINGS: Values['settings'] = {
  title: '',
  welcomeMessage: '',
  color: '#1c7ed6',
  allowedDomains: [],
  identityVerificationRequired: false,
  webhookUrl: '',
};

/** The form keeps the fields of both types; only those of the chosen type are sent. */
function bodyOf({ type, name, settings }: Values): CreateChannelBody {
  if (type === 'api') return { type, name, settings: { webhookUrl: settings.webhookUrl } };
  const { webhookUrl: _unused, ...webchat } = settings;
  return { type, name, settings: webchat };
}

function initialValues(channel: Channel | null): Values {
  if (!channel) return { type: 'webchat', name: '', settings: DEFAULT_SETTINGS };
  return { type: channel.type, name: channel.name, settings: { ...DEFAULT_SETTINGS, ...channel.settings } };
}

export type ChannelFormModalProps = {
  isOpen: boolean;
  /** null creates a channel; a channel edits its name and settings (its type never changes). */
  channel: Channel | null;
  onClose: () => void;
};

export function ChannelFormModal({ isOpen, channel, onClose }: ChannelFormModalProps) {
  const { t } = useTranslation(['channels', 'common']);
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={channel ? t('form.editTitle', { name: channel.name }) : t('form.createTitle')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {isOpen ? <ChannelForm key={channel?._id ?? 'new'} channel={channel} onClose={onClose} /> : null}
    </Modal>
  );
}

function ChannelForm({ channel, onClose }: { channel: Channel | null; onClose: () => void }) {
  const { t } = useTranslation(['channels', 'common']);
  const create = useCreateChannel();
  const update = useUpdateChannel();
  const validate = zodFormValidator<CreateChannelBody>(createChannelBodySchema, t);
  const form = useForm<Values>({
    initialValues: initialValues(channel),
    validate: (values) => validate(bodyOf(values)),
  });
  const onSaved = () => {
    notify({ type: 'success', title: t('form.saved') });
    onClose();
  };
  const submit = useThrottledAction((values: Values) => {
    const body = createChannelBodySchema.parse(bodyOf(values));
    if (channel) {
      update.mutate(
        { _id: channel._id, body: { name: body.name, settings: body.settings } },
        { onSuccess: onSaved },
      );
    } else {
      create.mutate(body, { onSuccess: onSaved });
    }
  });
  const type = form.getValues().type;
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('fields.type')}
          disabled={channel !== null}
          data={CHANNEL_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          {...form.getInputProps('type')}
        />
        <TextInput label={t('fields.name')} required maxLength={100} {...form.getInputProps('name')} />
        {type === 'webchat' ? (
          <>
            <TextInput label={t('fields.title')} required {...form.getInputProps('settings.title')} />
            <Textarea
              label={t('fields.welcomeMessage')}
              rows={2}
              maxLength={1000}
              {...form.getInputProps('settings.welcomeMessage')}
            />
            <ColorInput label={t('fields.color')} format="hex" {...form.getInputProps('settings.color')} />
            <TagsInput
              label={t('fields.allowedDomains')}
              description={t('fields.allowedDomainsHint')}
              {...form.getInputProps('settings.allowedDomains')}
            />
            <Checkbox
              label={t('fields.identityVerificationRequired')}
              {...form.getInputProps('settings.identityVerificationRequired', { type: 'checkbox' })}
            />
          </>
        ) : (
          <TextInput
            label={t('fields.webhookUrl')}
            description={t('fields.webhookUrlHint')}
            required
            type="url"
            {...form.getInputProps('settings.webhookUrl')}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
