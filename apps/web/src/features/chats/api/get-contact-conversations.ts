import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { ConversationPage } from './get-conversations';
import { chatKeys } from './keys';

/** Enough history for the side panel; the history screen has the rest. */
const SHOWN = 10;

export function getContactConversations(contactOid: string): Promise<ConversationPage> {
  return apiRequest<ConversationPage>('/conversation/all', { query: { contactOid, limit: SHOWN } });
}

export function useContactConversations(contactOid: string) {
  return useQuery(
    queryOptions({
      queryKey: chatKeys.ofContact(contactOid),
      queryFn: () => getContactConversations(contactOid),
    }),
  );
}
