import type { Conversation, Interaction } from '@charla/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ConversationPage } from '../api/get-conversations';
import { chatKeys } from '../api/keys';
import { addToTimeline, type TimelinePages } from './timeline';

type Patch = (conversation: Conversation) => Conversation;

/** Applies a change to the conversation wherever it is cached: its detail and every inbox list. */
export function patchConversation(queryClient: QueryClient, conversationOid: string, patch: Patch): void {
  queryClient.setQueryData<Conversation>(chatKeys.detail(conversationOid), (conversation) =>
    conversation ? patch(conversation) : conversation,
  );
  queryClient.setQueriesData<InfiniteData<ConversationPage>>({ queryKey: chatKeys.lists() }, (lists) =>
    lists
      ? {
          ...lists,
          pages: lists.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item._id === conversationOid ? patch(item) : item)),
          })),
        }
      : lists,
  );
}

/** Puts a fresh copy (from an action's answer) in the detail and in the lists that show it. */
export function storeConversation(queryClient: QueryClient, conversation: Conversation): void {
  queryClient.setQueryData(chatKeys.detail(conversation._id), conversation);
  patchConversation(queryClient, conversation._id, () => conversation);
}

/** Lists, counts and the contact panel's history: what a change of status, assignee or activity moves. */
export function refreshConversationLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
  void queryClient.invalidateQueries({ queryKey: chatKeys.ofContacts() });
}

/** A stored message joins its timeline once, however many times it is announced. */
export function addInteraction(queryClient: QueryClient, interaction: Interaction): void {
  queryClient.setQueryData<TimelinePages>(chatKeys.interactions(interaction.conversationOid), (pages) =>
    addToTimeline(pages, interaction),
  );
}

/** The agent has read the conversation: nothing unread left, in the detail, the lists and the count. */
export function markReadInCache(queryClient: QueryClient, conversationOid: string): void {
  let wasUnread = false;
  patchConversation(queryClient, conversationOid, (conversation) => {
    if (conversation.unreadCount > 0) wasUnread = true;
    return conversation.unreadCount === 0 ? conversation : { ...conversation, unreadCount: 0 };
  });
  if (wasUnread) void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
}

/** The conversation as any cached query has it (for a notification's title), or undefined. */
export function findCachedConversation(
  queryClient: QueryClient,
  conversationOid: string,
): Conversation | undefined {
  const detail = queryClient.getQueryData<Conversation>(chatKeys.detail(conversationOid));
  if (detail) return detail;
  for (const [, lists] of queryClient.getQueriesData<InfiniteData<ConversationPage>>({
    queryKey: chatKeys.lists(),
  })) {
    const found = lists?.pages.flatMap((page) => page.items).find((item) => item._id === conversationOid);
    if (found) return found;
  }
  return undefined;
}
