import { storageSettingsBodySchema, type StorageSettings, type StorageSettingsBody } from '@charla/contracts';
import { Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/notifications/notify';
import { isApiError, notifyApiError } from '@/lib/api';
import { zodFormValidator } from '@/lib/form-validation';
import { useThrottledAction } from '@/lib/use-throttled-action';
import {
  useResetStorageSettings,
  useSaveStorageSettings,
  useTestStorageSettings,
} from '../api/storage-settings';

type StorageFormValues = {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  bucketName: string;
  domainUrl: string;
};

const toValues = (settings: StorageSettings | null): StorageFormValues => ({
  endpoint: settings?.endpoint ?? '',
  region: settings?.region ?? 'us-east-1',
  accessKeyId: settings?.accessKeyId ?? '',
  secretAccessKey: '',
  bucketName: settings?.bucketName ?? '',
  domainUrl: settings?.domainUrl ?? '',
});

/** A failed storage test carries the provider's answer in its details; show it under the title. */
function showStorageError(error: unknown, title: string) {
  if (!isApiError(error)) return;
  if (error.reason !== 'organizations.storage_test_failed') return notifyApiError(error);
  notify({ type: 'error', title, description: error.details.map((detail) => detail.message) });
}

/** The organization's own S3-compatible bucket: test, save, or go back to the instance's storage. */
export function StorageSection({ settings }: { settings: StorageSettings | null }) {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const save = useSaveStorageSettings();
  const test = useTestStorageSettings();
  const reset = useResetStorageSettings();
  const form = useForm<StorageFormValues>({
    initialValues: toValues(settings),
    validate: zodFormValidator<StorageFormValues>(storageSettingsBodySchema, t),
  });
  const body = (values: StorageFormValues): StorageSettingsBody => storageSettingsBodySchema.parse(values);
  const failed = t('errors:organizations.storage_test_failed');

  const onSave = useThrottledAction((values: StorageFormValues) =>
    save.mutate(body(values), {
      onSuccess: (saved) => {
        notify({ type: 'success', title: t('storage.saved') });
        form.setValues(toValues(saved));
        form.resetDirty(toValues(saved));
      },
      onError: (error) => showStorageError(error, failed),
    }),
  );
  const onTest = useThrottledAction(() => {
    if (form.validate().hasErrors) return;
    test.mutate(body(form.getValues()), {
      onSuccess: () => notify({ type: 'success', title: t('storage.testPassed') }),
      onError: (error) => showStorageError(error, t('storage.testFailed')),
    });
  });
  const onReset = useThrottledAction(() =>
    reset.mutate(undefined, {
      onSuccess: () => {
        notify({ type: 'success', title: t('storage.resetDone') });
        form.setValues(toValues(null));
      },
    }),
  );

  return (
    <form onSubmit={form.onSubmit(onSave)} noValidate>
      <Stack gap="md">
        <Group gap="xs">
          <Badge variant="light" color={settings ? 'blue' : 'gray'}>
            {settings ? t('storage.usingBucket', { bucket: settings.bucketName }) : t('storage.usingDefault')}
          </Badge>
          {settings?.hasSecret ? (
            <Badge variant="light" color="green">
              {t('storage.hasSecret')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t('storage.hint')}
        </Text>
        <Group grow align="flex-start">
          <TextInput
            label={t('storage.endpoint')}
            description={t('storage.endpointHint')}
            placeholder="https://s3.eu-west-1.amazonaws.com"
            {...form.getInputProps('endpoint')}
          />
          <TextInput label={t('storage.region')} required {...form.getInputProps('region')} />
        </Group>
        <Group grow align="flex-start">
          <TextInput label={t('storage.bucketName')} required {...form.getInputProps('bucketName')} />
          <TextInput
            label={t('storage.domainUrl')}
            description={t('storage.domainUrlHint')}
            placeholder="https://files.example.com"
            {...form.getInputProps('domainUrl')}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label={t('storage.accessKeyId')}
            required
            autoComplete="off"
            {...form.getInputProps('accessKeyId')}
          />
          <PasswordInput
            label={t('storage.secretAccessKey')}
            description={settings?.hasSecret ? t('storage.secretKept') : undefined}
            required={!settings?.hasSecret}
            autoComplete="new-password"
            {...form.getInputProps('secretAccessKey')}
          />
        </Group>
        <Group justify="space-between">
          {settings ? (
            <Button variant="subtle" color="red" onClick={() => onReset()} loading={reset.isPending}>
              {t('storage.reset')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={() => onTest()} loading={test.isPending}>
              {t('storage.test')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('storage.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
