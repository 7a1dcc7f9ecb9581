import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReopenConversation } from '../api/conversation-actions';
import { useConversation } from '../api/get-conversation';
import { usePendingMessages, useSendMessage, type PendingMessage } from '../api/send-message';
import { useMarkRead } from '../hooks/use-mark-read';
import { useTypingIndicator } from '../hooks/use-typing-indicator';
import { Composer, type Draft } from './composer';
import { contactNameOf } from './contact-name';
import { ConversationHeader } from './conversation-header';
import { MessageTimeline } from './message-timeline';
import { TypingIndicator } from './typing-indicator';

/** The open conversation: header, timeline, who is typing and the composer (or a way to reopen it). */
export function ConversationPane({
  conversationOid,
  userOid,
  onBack,
  onShowContact,
}: {
  conversationOid: string;
  userOid: string;
  onBack?: () => void;
  onShowContact?: () => void;
}) {
  const { t } = useTranslation('chats');
  const conversation = useConversation(conversationOid);
  const send = useSendMessage(conversationOid);
  const pending = usePendingMessages(conversationOid);
  const typists = useTypingIndicator({ conversationOid, userOid });
  const reopen = useReopenConversation();
  useMarkRead(conversation.data);

  if (conversation.isPending) {
    return (
      <Center h="100%">
        <Loader size="sm" aria-label={t('conversation.loading')} />
      </Center>
    );
  }
  if (!conversation.data) {
    return (
      <Center h="100%" p="md">
        <Text c="dimmed">{t('conversation.notFound')}</Text>
      </Center>
    );
  }

  const current = conversation.data;
  const onSend = ({ text, isPrivate, files }: Draft) =>
    send.mutate({ conversationOid, text, isPrivate, files, clientId: crypto.randomUUID() });
  // The same clientId again: if the first attempt did reach the server, it still stores one message.
  const onRetry = (message: PendingMessage) =>
    send.mutate({
      conversationOid: message.conversationOid,
      text: message.text,
      isPrivate: message.isPrivate,
      files: message.files,
      clientId: message.clientId,
    });

  return (
    <Stack gap={0} h="100%" miw={0}>
      <ConversationHeader
        conversation={current}
        userOid={userOid}
        onBack={onBack}
        onShowContact={onShowContact}
      />
      <MessageTimeline conversation={current} pending={pending} onRetry={onRetry} />
      <TypingIndicator typists={typists} contactName={contactNameOf(current.contact, t)} />
      {current.status === 'closed' ? (
        <Alert m="sm" color="gray" title={t('conversation.closedTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('conversation.closedHint')}</Text>
            <Button size="xs" loading={reopen.isPending} onClick={() => reopen.mutate(conversationOid)}>
              {t('conversation.reopen')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Composer conversationOid={conversationOid} onSend={onSend} />
      )}
    </Stack>
  );
}
