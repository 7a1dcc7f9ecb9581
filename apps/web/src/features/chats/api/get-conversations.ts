import type { Conversation } from '@charla/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { chatKeys, type InboxFilters } from './keys';

export type ConversationPage = { items: Conversation[]; nextCursor: string | null };

export function getConversations(
  filters: InboxFilters,
  cursor?: string,
  limit?: number,
): Promise<ConversationPage> {
  return apiRequest<ConversationPage>('/conversation', { query: { ...filters, cursor, limit } });
}

/** The inbox list, newest activity first; more pages load as the agent scrolls down. */
export const conversationsQueryOptions = (filters: InboxFilters) =>
  infiniteQueryOptions({
    queryKey: chatKeys.list(filters),
    queryFn: ({ pageParam }) => getConversations(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useConversations(filters: InboxFilters) {
  return useInfiniteQuery(conversationsQueryOptions(filters));
}
