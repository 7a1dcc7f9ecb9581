import type { Channel, ChannelConnection } from '@charla/contracts';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '@/components/confirm-modal/confirm';
import { notify } from '@/components/notifications/notify';
import { isApiError } from '@/lib/api';
import { useSession } from '@/lib/session/get-session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useThrottledAction } from '@/lib/use-throttled-action';
import { useConnectChannel } from '../api/connect-channel';
import { useDeleteChannel } from '../api/delete-channel';
import { useChannels } from '../api/get-channels';
import { ChannelFormModal } from '../components/channel-form-modal';
import { ConnectionModal } from '../components/connection-modal';
import { useChannelsLive } from '../hooks/use-channels-live';

type WebchatConnection = Extract<ChannelConnection, { type: 'webchat' }>;

export function ChannelsPage() {
  const { t } = useTranslation('channels');
  useDocumentTitle(t('page.title'));
  const { data: user } = useSession();
  const canManage = user.role !== 'USER';
  const channels = useChannels();
  useChannelsLive();
  const [editing, setEditing] = useState<{ channel: Channel | null } | null>(null);
  const [connection, setConnection] = useState<WebchatConnection | null>(null);
  // The toast says the webhook refused; this keeps what it answered on screen while the admin fixes it.
  const [failure, setFailure] = useState<{ name: string; problem: string } | null>(null);
  const connect = useConnectChannel();
  const remove = useDeleteChannel();

  const onConnect = useThrottledAction((channel: Channel) =>
    connect.mutate(channel._id, {
      onError: (error) => {
        if (isApiError(error) && error.reason === 'channels.webhook_failed') {
          setFailure({ name: channel.name, problem: error.details[0]?.message ?? error.message });
        }
      },
      onSuccess: (result) => {
        setFailure(null);
        if (result.type === 'webchat') setConnection(result);
        else notify({ type: 'success', title: t('connect.apiConnected', { status: result.httpStatus }) });
      },
    }),
  );
  const onDelete = useThrottledAction(async (channel: Channel) => {
    const isConfirmed = await confirm({
      title: t('delete.title', { name: channel.name }),
      message: t('delete.message'),
      confirmLabel: t('delete.confirm'),
      isDanger: true,
    });
    if (!isConfirmed) return;
    remove.mutate(channel._id, { onSuccess: () => notify({ type: 'success', title: t('delete.deleted') }) });
  });

  return (
    <Stack gap="lg" maw={1000}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('page.title')}</Title>
          <Text c="dimmed">{t('page.subtitle')}</Text>
        </div>
        {canManage ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ channel: null })}
          >
            {t('actions.create')}
          </Button>
        ) : null}
      </Group>
      {failure ? (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={() => setFailure(null)}
          title={t('connect.failed', failure)}
        >
          {t('connect.failedHint')}
        </Alert>
      ) : null}
      <Card withBorder padding={0}>
        {channels.isPending ? (
          <Skeleton height={120} />
        ) : channels.data?.length ? (
          <Table verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.type')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                {canManage ? <Table.Th aria-label={t('columns.actions')} /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {channels.data.map((channel) => (
                <Table.Tr key={channel._id}>
                  <Table.Td>{channel.name}</Table.Td>
                  <Table.Td>{t(`types.${channel.type}`)}</Table.Td>
                  <Table.Td>
                    <Badge color={channel.status === 'connected' ? 'teal' : 'gray'} variant="light">
                      {t(`status.${channel.status}`)}
                    </Badge>
                  </Table.Td>
                  {canManage ? (
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => onConnect(channel)}>
                          {t('actions.connect')}
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setEditing({ channel })}>
                          {t('actions.edit')}
                        </Button>
                        <Button size="xs" variant="subtle" color="red" onClick={() => void onDelete(channel)}>
                          {t('actions.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text p="lg" c="dimmed">
            {canManage ? t('empty.admin') : t('empty.member')}
          </Text>
        )}
      </Card>
      <ChannelFormModal
        isOpen={editing !== null}
        channel={editing?.channel ?? null}
        onClose={() => setEditing(null)}
      />
      <ConnectionModal connection={connection} onClose={() => setConnection(null)} />
    </Stack>
  );
}
