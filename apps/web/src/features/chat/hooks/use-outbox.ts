import type { Attachment, Interaction } from '@charla/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { insertInteraction } from '../api/chat-cache';
import { visitorChatQueryKey, type ChatData } from '../api/get-visitor-chat';
import { sendVisitorMessage } from '../api/send-message';
import type { VisitorAuth } from '../api/visitor-api';

/**
 * A message the customer sent, kept until the conversation as loaded from the server includes it: a
 * confirmed one carries the server's interaction, so a refetch answered just before the message was
 * stored cannot make it vanish.
 */
export type PendingMessage = {
  clientId: string;
  text: string | null;
  attachments: Attachment[];
  createdAt: string;
  status: 'sending' | 'failed' | 'sent';
  interaction?: Interaction;
};

export type OutgoingMessage = { text: string | null; attachments: Attachment[] };

/**
 * Optimistic sending: a message shows at once under a fresh `clientId`, moves into the conversation
 * when the server confirms it, and stays with a retry button when the request fails. A retry reuses
 * the `clientId`, so the server stores the message once even if the first attempt did arrive.
 */
export function useOutbox({
  auth,
  contactOid,
  channelOid,
}: {
  auth: VisitorAuth;
  contactOid: string;
  channelOid: string;
}) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  }, [pending]);

  const deliver = useCallback(
    async (message: PendingMessage) => {
      const queryKey = visitorChatQueryKey(contactOid, channelOid);
      const update = (changes: Partial<PendingMessage>) =>
        setPending((list) =>
          list.map((item) => (item.clientId === message.clientId ? { ...item, ...changes } : item)),
        );
      update({ status: 'sending' });
      try {
        const sent = await sendVisitorMessage(auth, {
          clientId: message.clientId,
          ...(message.text ? { text: message.text } : {}),
          ...(message.attachments.length > 0
            ? { attachmentOids: message.attachments.map((attachment) => attachment._id) }
            : {}),
        });
        update({ status: 'sent', interaction: sent.interaction });
        const current = queryClient.getQueryData<ChatData>(queryKey);
        const isFetching = queryClient.isFetching({ queryKey }) > 0;
        if (current?.pages[0]?.conversation?._id === sent.conversationOid && !isFetching) {
          queryClient.setQueryData<ChatData>(queryKey, (data) => insertInteraction(data, sent.interaction));
        } else {
          // The first message opened the conversation (or a closed one reopened), or a refetch that may
          // predate the message is under way: load it again.
          await queryClient.invalidateQueries({ queryKey });
        }
      } catch {
        update({ status: 'failed' });
      }
    },
    [auth, queryClient, contactOid, channelOid],
  );

  const send = useCallback(
    ({ text, attachments }: OutgoingMessage) => {
      const message: PendingMessage = {
        clientId: crypto.randomUUID(),
        text,
        attachments,
        createdAt: new Date().toISOString(),
        status: 'sending',
      };
      setPending((list) => [...list, message]);
      void deliver(message);
    },
    [deliver],
  );

  const retry = useCallback(
    (message: PendingMessage) => {
      if (message.status === 'failed') void deliver(message);
    },
    [deliver],
  );

  /** After a lost connection comes back, everything that failed goes again (same clientIds). */
  const retryFailed = useCallback(() => {
    for (const message of pendingRef.current) if (message.status === 'failed') void deliver(message);
  }, [deliver]);

  return { pending, send, retry, retryFailed };
}
