import type { Interaction, MessageOutBody } from '@charla/contracts';
import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '@/lib/api';
import { addInteraction, refreshConversationLists } from '../lib/conversation-cache';
import { chatKeys } from './keys';

/** What the agent sent; `clientId` stays the same on every retry, so the server stores it once. */
export type OutgoingMessage = {
  conversationOid: string;
  text: string;
  clientId: string;
  isPrivate: boolean;
  files: File[];
};

export type PendingMessage = OutgoingMessage & { isFailed: boolean; submittedAt: number };

/** Plain text goes as JSON; with files, the multipart form (fields plus one `files` part per file). */
export function sendMessage(message: OutgoingMessage): Promise<Interaction> {
  const { conversationOid, text, clientId, isPrivate, files } = message;
  if (files.length === 0) {
    const body: MessageOutBody = { conversationOid, text, clientId, private: isPrivate };
    return apiRequest<Interaction>('/message/message-out', { method: 'POST', body });
  }
  const body = new FormData();
  body.append('conversationOid', conversationOid);
  body.append('text', text);
  body.append('clientId', clientId);
  body.append('private', String(isPrivate));
  for (const file of files) body.append('files', file);
  return apiRequest<Interaction>('/message/message-out/form', { method: 'POST', body });
}

/** Once stored, the message lives in the timeline; its sending attempts have nothing left to show. */
function forgetAttempts(queryClient: QueryClient, { conversationOid, clientId }: OutgoingMessage): void {
  const cache = queryClient.getMutationCache();
  for (const mutation of cache.findAll({ mutationKey: chatKeys.send(conversationOid) })) {
    const variables = mutation.state.variables as OutgoingMessage | undefined;
    if (variables?.clientId === clientId && mutation.state.status !== 'pending') cache.remove(mutation);
  }
}

/**
 * Sends a reply or a note. Attempts live in the mutation cache (they outlast the open conversation);
 * a failed one stays until it is retried and stored.
 */
export function useSendMessage(conversationOid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: chatKeys.send(conversationOid),
    mutationFn: sendMessage,
    gcTime: Number.POSITIVE_INFINITY,
    onSuccess: (interaction, message) => {
      addInteraction(queryClient, interaction);
      refreshConversationLists(queryClient);
      // The attempt turns `success` right after this callback; forget it (and failed tries) then.
      setTimeout(() => forgetAttempts(queryClient, message), 0);
    },
  });
}

/** The agent's messages not stored yet, oldest first: the last attempt of each clientId decides. */
export function usePendingMessages(conversationOid: string): PendingMessage[] {
  const attempts = useMutationState({
    filters: { mutationKey: chatKeys.send(conversationOid) },
    select: (mutation) => ({
      message: mutation.state.variables as OutgoingMessage | undefined,
      status: mutation.state.status,
      submittedAt: mutation.state.submittedAt,
    }),
  });
  return useMemo(() => {
    const latest = new Map<string, PendingMessage>();
    const firstSubmitted = new Map<string, number>();
    for (const { message, status, submittedAt } of attempts) {
      if (!message) continue;
      if (!firstSubmitted.has(message.clientId)) firstSubmitted.set(message.clientId, submittedAt);
      if (status === 'success') latest.delete(message.clientId);
      else {
        latest.set(message.clientId, {
          ...message,
          isFailed: status === 'error',
          submittedAt: firstSubmitted.get(message.clientId) ?? submittedAt,
        });
      }
    }
    return [...latest.values()];
  }, [attempts]);
}
