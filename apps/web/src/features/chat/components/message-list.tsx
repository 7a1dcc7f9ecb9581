import type { Interaction, VisitorChannel } from '@charla/contracts';
import { Box, Button, Center, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { readableTextColor } from '@/widget/readable-text-color';
import type { PendingMessage } from '../hooks/use-outbox';
import type { AgentTyping } from '../hooks/use-chat-live';
import { MessageBubble, type BubbleAuthor } from './message-bubble';

type Row =
  | { kind: 'message'; key: string; interaction: Interaction }
  | { kind: 'pending'; key: string; message: PendingMessage };

/**
 * Messages as the server lists them, oldest first, then the customer's own that the list does not
 * include yet: confirmed ones as messages, the others with their sending state. One clientId, one row.
 */
function buildRows(interactions: Interaction[], pending: PendingMessage[]): Row[] {
  const listed = new Set(interactions.map((interaction) => interaction.clientId).filter(Boolean));
  return [
    ...interactions.map((interaction): Row => ({ kind: 'message', key: interaction._id, interaction })),
    ...pending
      .filter((message) => !listed.has(message.clientId))
      .map((message): Row =>
        message.interaction
          ? { kind: 'message', key: message.interaction._id, interaction: message.interaction }
          : { kind: 'pending', key: message.clientId, message },
      ),
  ];
}

function authorOf(interaction: Interaction, channel: VisitorChannel): BubbleAuthor {
  if (interaction.sender) {
    return { name: interaction.sender.firstName, avatarUrl: interaction.sender.avatarUrl };
  }
  return { name: channel.organization.name, avatarUrl: channel.organization.imageUrl };
}

const authorKey = (interaction: Interaction) =>
  interaction.direction === 'in' ? 'contact' : (interaction.sender?._id ?? interaction.senderType);

export function MessageList({
  channel,
  interactions,
  pending,
  agentLastReadAt,
  typing,
  isLoadFailed,
  onReload,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
  onRetry,
}: {
  channel: VisitorChannel;
  interactions: Interaction[];
  pending: PendingMessage[];
  agentLastReadAt: string | null;
  typing: AgentTyping;
  isLoadFailed: boolean;
  onReload: () => void;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (message: PendingMessage) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const viewport = useRef<HTMLDivElement>(null);
  const textColor = readableTextColor(channel.color);
  const formatTime = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  const rows = buildRows(interactions, pending);
  const lastKey = rows.at(-1)?.key;
  const readUpTo = agentLastReadAt ? Date.parse(agentLastReadAt) : null;

  // Follow the conversation: a new last message (not older ones loaded above) scrolls to the bottom.
  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastKey, typing]);

  return (
    <Box
      ref={viewport}
      role="log"
      aria-label={t('messages.label')}
      p="md"
      style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
    >
      {isLoadFailed ? (
        <Group justify="center" gap="xs" mb="sm">
          <Text fz="sm" c="red.7">
            {t('messages.loadFailed')}
          </Text>
          <Button variant="light" color="red" size="compact-sm" onClick={onReload}>
            {t('messages.reload')}
          </Button>
        </Group>
      ) : null}
      {hasOlder ? (
        <Center mb="sm">
          <Button variant="subtle" size="compact-sm" loading={isLoadingOlder} onClick={onLoadOlder}>
            {t('messages.loadOlder')}
          </Button>
        </Center>
      ) : null}
      <Stack component="ol" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {channel.welcomeMessage && !hasOlder ? (
          <MessageBubble
            isOwn={false}
            color={channel.color}
            textColor={textColor}
            author={{ name: channel.organization.name, avatarUrl: channel.organization.imageUrl }}
            text={channel.welcomeMessage}
            attachments={[]}
            time=""
          />
        ) : null}
        {rows.map((row, index) => {
          if (row.kind === 'pending') {
            const { message } = row;
            return (
              <MessageBubble
                key={row.key}
                isOwn
                color={channel.color}
                textColor={textColor}
                text={message.text}
                attachments={message.attachments}
                time={formatTime(message.createdAt)}
                status={message.status}
                onRetry={() => onRetry(message)}
              />
            );
          }
          const { interaction } = row;
          const isOwn = interaction.direction === 'in';
          const previous = rows[index - 1];
          const isNewAuthor =
            !isOwn &&
            (previous?.kind !== 'message' || authorKey(previous.interaction) !== authorKey(interaction));
          const isRead = readUpTo !== null && Date.parse(interaction.createdAt) <= readUpTo;
          return (
            <MessageBubble
              key={row.key}
              isOwn={isOwn}
              color={channel.color}
              textColor={textColor}
              author={isNewAuthor ? authorOf(interaction, channel) : undefined}
              text={interaction.text}
              attachments={interaction.attachments}
              time={formatTime(interaction.createdAt)}
              status={isOwn ? (isRead ? 'read' : 'sent') : undefined}
            />
          );
        })}
      </Stack>
      <Text role="status" fz="xs" c="dimmed" mt="xs" mih={18}>
        {typing ? (typing.name ? t('typing.named', { name: typing.name }) : t('typing.someone')) : null}
      </Text>
    </Box>
  );
}
