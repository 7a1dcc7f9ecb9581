import type { ApiKeys } from '@charla/contracts';
import {
  ActionIcon,
  Button,
  Card,
  CopyButton,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '@/components/confirm-modal/confirm';
import { notify } from '@/components/notifications/notify';
import { useThrottledAction } from '@/lib/use-throttled-action';
import { useResetKey, type KeyKind } from '../api/api-keys';

function KeyRow({ kind, value }: { kind: KeyKind; value: string }) {
  const { t } = useTranslation('developers');
  const isSecret = kind === 'secretKey';
  const [isRevealed, setRevealed] = useState(!isSecret);
  const reset = useResetKey();
  const label = t(`keys.${kind}.label`);
  const onReset = useThrottledAction(async () => {
    const isConfirmed = await confirm({
      title: t(`keys.${kind}.resetTitle`),
      message: t(`keys.${kind}.resetMessage`),
      confirmLabel: t('keys.resetConfirm'),
      isDanger: true,
    });
    if (!isConfirmed) return;
    reset.mutate(kind, { onSuccess: () => notify({ type: 'success', title: t(`keys.${kind}.resetDone`) }) });
  });
  return (
    <Stack gap={4}>
      <Group align="flex-end" wrap="nowrap" gap="xs">
        <TextInput
          label={label}
          description={t(`keys.${kind}.hint`)}
          readOnly
          value={isRevealed ? value : '•'.repeat(24)}
          style={{ flex: 1 }}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        {isSecret ? (
          <Tooltip label={isRevealed ? t('keys.hide') : t('keys.reveal')}>
            <ActionIcon
              size="lg"
              variant="default"
              onClick={() => setRevealed((current) => !current)}
              aria-label={isRevealed ? t('keys.hide') : t('keys.reveal')}
            >
              {isRevealed ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        ) : null}
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('keys.copied') : t('keys.copy', { label })}>
              <ActionIcon
                size="lg"
                variant="default"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('keys.copy', { label })}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
        <Button variant="default" color="red" onClick={() => void onReset()} loading={reset.isPending}>
          {t(`keys.${kind}.reset`)}
        </Button>
      </Group>
    </Stack>
  );
}

/** The organization's public and secret keys, with copy, reveal and rotate. */
export function ApiKeysCard({ keys }: { keys: ApiKeys }) {
  const { t } = useTranslation('developers');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="developers-keys">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="developers-keys">
            {t('keys.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('keys.description')}
          </Text>
        </div>
        <KeyRow kind="publicKey" value={keys.publicKey} />
        <KeyRow kind="secretKey" value={keys.secretKey} />
      </Stack>
    </Card>
  );
}
