import type { Interaction } from '@charla/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { chatKeys } from './keys';

/** One page of a timeline, newest first; `nextCursor` leads to older messages. */
export type InteractionPage = { items: Interaction[]; nextCursor: string | null };

export function getInteractions(conversationOid: string, cursor?: string): Promise<InteractionPage> {
  return apiRequest<InteractionPage>(`/conversation/${conversationOid}/interactions`, { query: { cursor } });
}

/** Kept current by `message.created` events and refetched after a reconnect, so it never goes stale by time. */
export const interactionsQueryOptions = (conversationOid: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.interactions(conversationOid),
    queryFn: ({ pageParam }) => getInteractions(conversationOid, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useInteractions(conversationOid: string) {
  return useInfiniteQuery(interactionsQueryOptions(conversationOid));
}
