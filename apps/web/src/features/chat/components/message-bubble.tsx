import type { Attachment } from '@charla/contracts';
import { Avatar, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AttachmentView } from './attachment-view';

export type DeliveryStatus = 'sending' | 'sent' | 'read' | 'failed';
export type BubbleAuthor = { name: string; avatarUrl: string | null };

function Delivery({ status, onRetry }: { status: DeliveryStatus; onRetry?: () => void }) {
  const { t } = useTranslation('chat');
  if (status === 'failed') {
    return (
      <Group gap={4} wrap="nowrap">
        <IconAlertCircle size={14} color="var(--mantine-color-red-7)" aria-hidden />
        <Text fz="xs" c="red.7">
          {t('status.failed')}
        </Text>
        <Button size="compact-xs" variant="light" color="red" onClick={onRetry}>
          {t('status.retry')}
        </Button>
      </Group>
    );
  }
  const Icon = status === 'read' ? IconChecks : status === 'sent' ? IconCheck : null;
  return (
    <Group gap={2} wrap="nowrap" c={status === 'read' ? 'blue.9' : 'dimmed'}>
      {Icon ? <Icon size={14} aria-hidden /> : null}
      <Text fz="xs" c="inherit">
        {t(`status.${status}`)}
      </Text>
    </Group>
  );
}

/**
 * One message. Customer text is shown as text, never as HTML: React escapes it and line breaks stay
 * through `pre-wrap`.
 */
export function MessageBubble({
  isOwn,
  color,
  textColor,
  author,
  text,
  attachments,
  time,
  status,
  onRetry,
}: {
  isOwn: boolean;
  color: string;
  textColor: string;
  /** Shown above the first of a run of messages from the same agent. */
  author?: BubbleAuthor;
  text: string | null;
  attachments: Attachment[];
  time: string;
  status?: DeliveryStatus;
  onRetry?: () => void;
}) {
  return (
    <Stack component="li" gap={2} align={isOwn ? 'flex-end' : 'flex-start'}>
      {author ? (
        <Group gap={6} wrap="nowrap">
          <Avatar src={author.avatarUrl} alt="" size={22} radius="xl" color="gray">
            {author.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Text fz="xs" fw={600}>
            {author.name}
          </Text>
        </Group>
      ) : null}
      <Box
        px="sm"
        py={6}
        maw="85%"
        style={{
          borderRadius: 14,
          background: isOwn ? color : 'var(--mantine-color-gray-1)',
          color: isOwn ? textColor : 'var(--mantine-color-black)',
          opacity: status === 'sending' ? 0.75 : 1,
        }}
      >
        <Stack gap={6}>
          {text ? (
            <Text fz="sm" c="inherit" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {text}
            </Text>
          ) : null}
          {attachments.map((attachment) => (
            <AttachmentView key={attachment._id} attachment={attachment} />
          ))}
        </Stack>
      </Box>
      {time || status ? (
        <Group gap={6} wrap="nowrap">
          <Text fz="xs" c="dimmed">
            {time}
          </Text>
          {status ? <Delivery status={status} onRetry={onRetry} /> : null}
        </Group>
      ) : null}
    </Stack>
  );
}
