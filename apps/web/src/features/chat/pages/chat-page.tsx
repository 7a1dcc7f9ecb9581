import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { visitorSessionQueryOptions } from '../api/get-visitor-session';
import { ChatCheckError, isChatCheckReason } from '../components/chat-check-error';
import { ChatRoom } from '../components/chat-room';
import { parseChatSearch, type ChatSearch } from '../chat-search';

function ChatLoading() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('loading'));
  return (
    <Center mih="100dvh">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

function ChatSession({
  search,
  publicKey,
  channelOid,
}: {
  search: ChatSearch;
  publicKey: string;
  channelOid: string;
}) {
  const { identifier, identifierHash, name, email } = search;
  const session = useQuery(
    visitorSessionQueryOptions({ publicKey, channelOid, identifier, identifierHash, name, email }),
  );
  if (session.isPending) return <ChatLoading />;
  if (session.isError) {
    const reason = isApiError(session.error) ? session.error.reason : undefined;
    return isChatCheckReason(reason) ? (
      <ChatCheckError reason={reason} />
    ) : (
      <ChatCheckError onRetry={() => void session.refetch()} />
    );
  }
  return <ChatRoom session={session.data} publicKey={publicKey} isEmbedded={search.isEmbedded} />;
}

/**
 * `/chat?key=<publicKey>&channel=<channelOid>`: the customer chat, full page or inside the widget's
 * iframe (`embed=1`). The chat check refuses a missing key or channel before calling anyone.
 */
export function ChatPage() {
  const search = parseChatSearch(useSearch({ strict: false }));
  if (!search.publicKey) return <ChatCheckError reason="developers.invalid_public_key" />;
  if (!search.channelOid) return <ChatCheckError reason="channels.not_found" />;
  return <ChatSession search={search} publicKey={search.publicKey} channelOid={search.channelOid} />;
}
