import { createOrganizationBodySchema } from '@charla/contracts';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/notifications/notify';
import { zodFormValidator } from '@/lib/form-validation';
import { useThrottledAction } from '@/lib/use-throttled-action';
import { useCreateOrganization } from '../api/create-organization';
import { useSwitchTo } from '../hooks/use-switch-to';

type Values = { name: string; shouldSwitch: boolean };

export type CreateOrganizationModalProps = { isOpen: boolean; onClose: () => void };

/** Creates an organization (the user becomes its owner) and, unless unticked, switches to it. */
export function CreateOrganizationModal({ isOpen, onClose }: CreateOrganizationModalProps) {
  const { t } = useTranslation(['organizations', 'common']);
  const create = useCreateOrganization();
  const { switchTo } = useSwitchTo();
  const form = useForm<Values>({
    initialValues: { name: '', shouldSwitch: true },
    validate: zodFormValidator(createOrganizationBodySchema, t),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = useThrottledAction((values: Values) =>
    create.mutate(createOrganizationBodySchema.parse(values), {
      onSuccess: (organization) => {
        notify({ type: 'success', title: t('create.done', { name: organization.name }) });
        close();
        if (values.shouldSwitch) switchTo(organization.organizationOid);
      },
    }),
  );
  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={t('create.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput label={t('create.name')} required data-autofocus {...form.getInputProps('name')} />
          <Checkbox
            label={t('create.switchNow')}
            {...form.getInputProps('shouldSwitch', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
