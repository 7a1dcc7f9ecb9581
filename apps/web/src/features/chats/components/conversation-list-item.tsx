import type { Conversation } from '@charla/contracts';
import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contactNameOf } from './contact-name';
import { RelativeTime } from './relative-time';
import classes from './chats.module.css';

export function ConversationListItem({
  conversation,
  isSelected,
  onSelect,
}: {
  conversation: Conversation;
  isSelected: boolean;
  onSelect: (conversationOid: string) => void;
}) {
  const { t } = useTranslation('chats');
  const name = contactNameOf(conversation.contact, t);
  const hasUnread = conversation.unreadCount > 0;
  return (
    <UnstyledButton
      className={classes.listItem}
      data-selected={isSelected || undefined}
      aria-current={isSelected ? 'true' : undefined}
      onClick={() => onSelect(conversation._id)}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {/* Decorative: the name is right beside it. */}
        <Avatar name={name} color="initials" radius="xl" size="md" aria-hidden />
        <Stack gap={2} flex={1} miw={0}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text fw={hasUnread ? 700 : 500} size="sm" truncate>
              {name}
            </Text>
            <RelativeTime iso={conversation.lastMessageAt} size="xs" c="dimmed" style={{ flexShrink: 0 }} />
          </Group>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" c={hasUnread ? undefined : 'dimmed'} truncate>
              {conversation.lastMessagePreview ?? t('list.noPreview')}
            </Text>
            {hasUnread ? (
              <Badge
                size="sm"
                circle={conversation.unreadCount < 10}
                aria-label={t('list.unread', { count: conversation.unreadCount })}
              >
                {conversation.unreadCount}
              </Badge>
            ) : null}
          </Group>
          <Group gap={6} wrap="nowrap">
            <Badge size="xs" variant="light" color="gray">
              {conversation.channel.name}
            </Badge>
            <Badge size="xs" variant="dot" color={STATUS_COLORS[conversation.status]}>
              {t(`status.${conversation.status}`)}
            </Badge>
            {conversation.assignee ? (
              <Text size="xs" c="dimmed" truncate>
                {t('list.assignedTo', { name: conversation.assignee.firstName })}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

export const STATUS_COLORS: Record<Conversation['status'], string> = {
  bot: 'violet',
  new: 'orange',
  active: 'teal',
  closed: 'gray',
};
