import type { Interaction, VisitorChat, VisitorConversation } from '@charla/contracts';
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { visitorRequest, type VisitorAuth } from './visitor-api';

/** One page of the timeline, newest first; only the first (newest) page carries the conversation. */
export type ChatPage = {
  conversation: VisitorConversation | null;
  items: Interaction[];
  nextCursor: string | null;
};
export type ChatPageParam = { conversationOid: string; cursor: string } | null;
export type ChatData = InfiniteData<ChatPage>;

export const visitorChatQueryKey = (contactOid: string, channelOid: string) =>
  ['visitor-chat', contactOid, channelOid] as const;

async function getChatPage(auth: VisitorAuth, pageParam: ChatPageParam): Promise<ChatPage> {
  if (pageParam === null) {
    const chat = await visitorRequest<VisitorChat>('/developer/conversation/chat', auth);
    if (!chat) return { conversation: null, items: [], nextCursor: null };
    return { conversation: chat.conversation, ...chat.interactions };
  }
  const page = await visitorRequest<{ items: Interaction[]; nextCursor: string | null }>(
    `/developer/conversation/${pageParam.conversationOid}/interactions`,
    auth,
    { query: { cursor: pageParam.cursor } },
  );
  return { conversation: null, ...page };
}

/** The visitor's current conversation: its newest page first, older pages as the customer scrolls up. */
export const visitorChatQueryOptions = ({
  auth,
  contactOid,
  channelOid,
}: {
  auth: VisitorAuth;
  contactOid: string;
  channelOid: string;
}) =>
  infiniteQueryOptions({
    queryKey: visitorChatQueryKey(contactOid, channelOid),
    queryFn: ({ pageParam }) => getChatPage(auth, pageParam),
    initialPageParam: null as ChatPageParam,
    getNextPageParam: (lastPage, pages): ChatPageParam | undefined => {
      const conversationOid = pages[0]?.conversation?._id;
      return lastPage.nextCursor && conversationOid
        ? { conversationOid, cursor: lastPage.nextCursor }
        : undefined;
    },
    // Live events keep it fresh; after a reconnect the page refetches it explicitly.
    staleTime: Infinity,
  });
