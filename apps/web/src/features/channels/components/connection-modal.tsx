import type { ChannelConnection } from '@charla/contracts';
import { ActionIcon, Code, CopyButton, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type WebchatConnection = Extract<ChannelConnection, { type: 'webchat' }>;

function Copyable({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('channels');
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500} size="sm">
          {label}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('connect.copied') : t('connect.copy', { label })}>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('connect.copy', { label })}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {value}
      </Code>
    </Stack>
  );
}

/** After connecting a web chat: the tag to paste into a site and the full-page chat address. */
export function ConnectionModal({
  connection,
  onClose,
}: {
  connection: WebchatConnection | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['channels', 'common']);
  return (
    <Modal
      opened={connection !== null}
      onClose={onClose}
      size="lg"
      title={t('connect.title', { name: connection?.channel.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {connection ? (
        <Stack gap="md">
          <Text size="sm">{t('connect.description')}</Text>
          <Copyable label={t('connect.snippet')} value={connection.snippet} />
          <Copyable label={t('connect.chatUrl')} value={connection.chatUrl} />
        </Stack>
      ) : null}
    </Modal>
  );
}
