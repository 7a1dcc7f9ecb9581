import type { Conversation } from '@charla/contracts';
import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useAssignConversation,
  useCloseConversation,
  useReopenConversation,
} from '../api/conversation-actions';
import { AssignMenu } from './assign-menu';
import { contactNameOf } from './contact-name';
import { STATUS_COLORS } from './conversation-list-item';

/** Who the conversation is with, where, its state, and what can be done with it. */
export function ConversationHeader({
  conversation,
  userOid,
  onBack,
  onShowContact,
}: {
  conversation: Conversation;
  userOid: string;
  /** On narrow screens, back to the list. */
  onBack?: () => void;
  /** When the contact panel does not fit beside the conversation, it opens on demand. */
  onShowContact?: () => void;
}) {
  const { t } = useTranslation('chats');
  const close = useCloseConversation();
  const reopen = useReopenConversation();
  const assign = useAssignConversation();
  const isClosed = conversation.status === 'closed';
  return (
    <Group
      justify="space-between"
      p="sm"
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        {onBack ? (
          <ActionIcon variant="subtle" color="gray" onClick={onBack} aria-label={t('conversation.back')}>
            <IconArrowLeft size={18} aria-hidden />
          </ActionIcon>
        ) : null}
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate component="h2" size="md" m={0}>
            {contactNameOf(conversation.contact, t)}
          </Text>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {conversation.channel.name}
            </Text>
            <Badge size="xs" variant="dot" color={STATUS_COLORS[conversation.status]}>
              {t(`status.${conversation.status}`)}
            </Badge>
          </Group>
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {!isClosed && !conversation.assignee ? (
          <Button
            size="xs"
            loading={assign.isPending}
            onClick={() => assign.mutate({ conversationOid: conversation._id, userOid })}
          >
            {t('assign.takeIt')}
          </Button>
        ) : null}
        {!isClosed ? <AssignMenu conversation={conversation} userOid={userOid} /> : null}
        {onShowContact ? (
          <ActionIcon variant="default" onClick={onShowContact} aria-label={t('contact.show')}>
            <IconAddressBook size={16} aria-hidden />
          </ActionIcon>
        ) : null}
        {isClosed ? (
          <Button
            size="xs"
            variant="light"
            loading={reopen.isPending}
            onClick={() => reopen.mutate(conversation._id)}
          >
            {t('conversation.reopen')}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="gray"
            loading={close.isPending}
            onClick={() => close.mutate(conversation._id)}
          >
            {t('conversation.close')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
