import type { VisitorSession } from '@charla/contracts';
import { Box } from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { timeline } from '../api/chat-cache';
import { visitorChatQueryOptions } from '../api/get-visitor-chat';
import { uploadVisitorAttachment } from '../api/upload-attachment';
import { useChatLive } from '../hooks/use-chat-live';
import { useEmbedBridge } from '../hooks/use-embed-bridge';
import { useOutbox } from '../hooks/use-outbox';
import { useReadMarker } from '../hooks/use-read-marker';
import { useTypingSender } from '../hooks/use-typing-sender';
import { useVisitorSocket } from '../hooks/use-visitor-socket';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { MessageList } from './message-list';

/** The chat itself, once the visitor has a session: header, timeline and composer, all live. */
export function ChatRoom({
  session,
  publicKey,
  isEmbedded,
}: {
  session: VisitorSession;
  publicKey: string;
  isEmbedded: boolean;
}) {
  const { channel, contactOid, channelOid, token } = session;
  const auth = useMemo(() => ({ publicKey, token }), [publicKey, token]);
  useDocumentTitle(channel.title);
  const chat = useInfiniteQuery(visitorChatQueryOptions({ auth, contactOid, channelOid }));
  const socket = useVisitorSocket(auth);
  const bridge = useEmbedBridge({ isEmbedded, allowedDomains: channel.allowedDomains });
  const isSeen = useDocumentVisibility() === 'visible' && bridge.isOpen;

  // Agent messages that arrived while nobody was looking; seeing the chat clears them.
  const [unread, setUnread] = useState(0);
  const [wasSeen, setWasSeen] = useState(isSeen);
  if (wasSeen !== isSeen) {
    setWasSeen(isSeen);
    if (isSeen) setUnread(0);
  }
  const { post } = bridge;
  useEffect(() => post({ type: 'charla:unread', count: unread }), [post, unread]);

  const outbox = useOutbox({ auth, contactOid, channelOid });
  const typing = useChatLive({
    socket,
    contactOid,
    channelOid,
    onAgentMessage: () => {
      if (!isSeen) setUnread((count) => count + 1);
    },
    onReconnect: outbox.retryFailed,
  });
  const typingSender = useTypingSender(socket);

  const interactions = timeline(chat.data);
  const conversation = chat.data?.pages[0]?.conversation ?? null;
  const latestAgentMessage = interactions.findLast((interaction) => interaction.direction === 'out');
  useReadMarker({
    auth,
    conversationOid: conversation?._id ?? null,
    latestAgentMessageOid: latestAgentMessage?._id ?? null,
    isSeen,
  });

  const upload = useCallback((file: File) => uploadVisitorAttachment(auth, file), [auth]);
  const { typed, stopped } = typingSender;
  const onTyping = useCallback((hasText: boolean) => (hasText ? typed() : stopped()), [typed, stopped]);

  return (
    <Box
      h="100dvh"
      maw={isEmbedded ? undefined : 640}
      mx="auto"
      style={{
        display: 'flex',
        flexDirection: 'column',
        background: 'var(--mantine-color-body)',
        ...(isEmbedded ? {} : { borderInline: '1px solid var(--mantine-color-gray-3)' }),
      }}
    >
      <ChatHeader channel={channel} />
      <MessageList
        channel={channel}
        interactions={interactions}
        pending={outbox.pending}
        agentLastReadAt={conversation?.agentLastReadAt ?? null}
        typing={typing}
        isLoadFailed={chat.isError}
        onReload={() => void chat.refetch()}
        hasOlder={chat.hasNextPage}
        isLoadingOlder={chat.isFetchingNextPage}
        onLoadOlder={() => void chat.fetchNextPage()}
        onRetry={outbox.retry}
      />
      <Composer
        color={channel.color}
        onSend={outbox.send}
        onTyping={onTyping}
        onUpload={upload}
        isAutoFocused={isEmbedded}
      />
    </Box>
  );
}
