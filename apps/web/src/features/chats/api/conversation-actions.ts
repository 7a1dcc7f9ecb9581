import type { Conversation } from '@charla/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { markReadInCache, refreshConversationLists, storeConversation } from '../lib/conversation-cache';

export function assignConversation({
  conversationOid,
  userOid,
}: {
  conversationOid: string;
  userOid: string | null;
}): Promise<Conversation> {
  return apiRequest<Conversation>(`/conversation/${conversationOid}/assign`, {
    method: 'POST',
    body: { userOid },
  });
}

export function closeConversation(conversationOid: string): Promise<Conversation> {
  return apiRequest<Conversation>('/message/close', { method: 'POST', body: { conversationOid } });
}

/** A closed conversation becomes `active` again, assigned to the caller. */
export function reopenConversation(conversationOid: string): Promise<Conversation> {
  return apiRequest<Conversation>(`/conversation/${conversationOid}/reopen`, { method: 'POST' });
}

export function markConversationRead(conversationOid: string): Promise<{ ok: true }> {
  // Raw: a read mark that fails is retried on the next message; it is not worth a notification.
  return apiRequest<{ ok: true }>(`/conversation/${conversationOid}/read`, { method: 'POST', raw: true });
}

/** Assign, close and reopen all answer the changed conversation: store it and move the lists. */
function useConversationChange<T>(mutationFn: (input: T) => Promise<Conversation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (conversation) => {
      storeConversation(queryClient, conversation);
      refreshConversationLists(queryClient);
    },
  });
}

export const useAssignConversation = () => useConversationChange(assignConversation);
export const useCloseConversation = () => useConversationChange(closeConversation);
export const useReopenConversation = () => useConversationChange(reopenConversation);

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (_, conversationOid) => markReadInCache(queryClient, conversationOid),
  });
}
