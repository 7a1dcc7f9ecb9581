import type { Conversation } from '@charla/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { chatKeys } from './keys';

export function getConversation(conversationOid: string): Promise<Conversation> {
  return apiRequest<Conversation>(`/conversation/${conversationOid}`);
}

export const conversationQueryOptions = (conversationOid: string) =>
  queryOptions({
    queryKey: chatKeys.detail(conversationOid),
    queryFn: () => getConversation(conversationOid),
  });

export function useConversation(conversationOid: string) {
  return useQuery(conversationQueryOptions(conversationOid));
}
