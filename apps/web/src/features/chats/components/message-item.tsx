import type { Interaction } from '@charla/contracts';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PendingMessage } from '../api/send-message';
import { isReadByContact } from '../lib/timeline';
import classes from './chats.module.css';
import { MessageAttachments } from './message-attachments';

const timeOf = (iso: string | number, locale: string) =>
  new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });

/** A stored message, note or event. Customer text is only ever rendered as text. */
export function StoredMessage({
  interaction,
  contactLastReadAt,
}: {
  interaction: Interaction;
  contactLastReadAt: string | null;
}) {
  const { t, i18n } = useTranslation('chats');
  if (interaction.kind === 'event' || interaction.senderType === 'system') {
    return (
      <Text size="xs" c="dimmed" ta="center" py={4}>
        {interaction.text}
      </Text>
    );
  }
  const isOut = interaction.direction === 'out';
  const isNote = interaction.kind === 'note';
  const author =
    interaction.senderType === 'bot'
      ? t('message.bot')
      : interaction.sender
        ? `${interaction.sender.firstName} ${interaction.sender.lastName}`.trim()
        : null;
  const isRead = isReadByContact(interaction, contactLastReadAt);
  return (
    <Stack gap={2} align={isOut ? 'flex-end' : 'flex-start'} data-testid="message">
      {isOut && author ? (
        <Text size="xs" c="dimmed">
          {author}
        </Text>
      ) : null}
      <Box className={classes.bubble} data-direction={interaction.direction} data-kind={interaction.kind}>
        {isNote ? (
          <Group gap={4} mb={2}>
            <IconLock size={12} aria-hidden />
            <Text size="xs" fw={600}>
              {t('message.note')}
            </Text>
          </Group>
        ) : null}
        {interaction.text ? <Text size="sm">{interaction.text}</Text> : null}
        <MessageAttachments attachments={interaction.attachments} />
      </Box>
      <Group gap={4}>
        <Text size="xs" c="dimmed">
          {timeOf(interaction.createdAt, i18n.language)}
        </Text>
        {isOut && !isNote && interaction.senderType === 'user' ? (
          <Text
            component="span"
            role="img"
            size="xs"
            c={isRead ? 'blue' : 'dimmed'}
            aria-label={t(isRead ? 'message.read' : 'message.sent')}
          >
            {isRead ? <IconChecks size={14} aria-hidden /> : <IconCheck size={14} aria-hidden />}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}

/** The agent's own message on its way, or failed with a retry that sends the same clientId again. */
export function PendingMessageItem({
  message,
  onRetry,
}: {
  message: PendingMessage;
  onRetry: (message: PendingMessage) => void;
}) {
  const { t, i18n } = useTranslation('chats');
  return (
    <Stack gap={2} align="flex-end" data-testid="message">
      <Box
        className={classes.bubble}
        data-direction="out"
        data-kind={message.isPrivate ? 'note' : 'text'}
        data-failed={message.isFailed || undefined}
      >
        {message.isPrivate ? (
          <Group gap={4} mb={2}>
            <IconLock size={12} aria-hidden />
            <Text size="xs" fw={600}>
              {t('message.note')}
            </Text>
          </Group>
        ) : null}
        {message.text ? <Text size="sm">{message.text}</Text> : null}
        {message.files.map((file) => (
          <Text key={`${file.name}-${file.size}`} size="xs">
            {file.name}
          </Text>
        ))}
      </Box>
      {message.isFailed ? (
        <Group gap={6}>
          <Text size="xs" c="red" role="status">
            <IconAlertCircle size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
            {t('message.failed')}
          </Text>
          <Button size="compact-xs" variant="light" color="red" onClick={() => onRetry(message)}>
            {t('message.retry')}
          </Button>
        </Group>
      ) : (
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            {timeOf(message.submittedAt, i18n.language)}
          </Text>
          <Text component="span" role="img" size="xs" c="dimmed" aria-label={t('message.sending')}>
            <IconClock size={14} aria-hidden />
          </Text>
        </Group>
      )}
    </Stack>
  );
}
