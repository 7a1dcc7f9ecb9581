import type { Attachment } from '@charla/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { insertInteraction } from '../api/chat-cache';
import { visitorChatQueryKey, type ChatData } from '../api/get-visitor-chat';
import { sendVisitorMessage } from '../api/send-message';
import type { VisitorAuth } from '../api/visitor-api';

/** A message the customer sent that the server has not confirmed yet. */
export type PendingMessage = {
  clientId: string;
  text: string | null;
  attachments: Attachment[];
  createdAt: string;
  status: 'sending' | 'failed';
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
  onSent,
}: {
  auth: VisitorAuth;
  contactOid: string;
  channelOid: string;
  onSent?: () => void;
}) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const deliver = useCallback(
    async (message: PendingMessage) => {
      const queryKey = visitorChatQueryKey(contactOid, channelOid);
      const update = (status: PendingMessage['status']) =>
        setPending((list) =>
          list.map((item) => (item.clientId === message.clientId ? { ...item, status } : item)),
        );
      update('sending');
      try {
        const sent = await sendVisitorMessage(auth, {
          clientId: message.clientId,
          ...(message.text ? { text: message.text } : {}),
          ...(message.attachments.length > 0
            ? { attachmentOids: message.attachments.map((attachment) => attachment._id) }
            : {}),
        });
        const current = queryClient.getQueryData<ChatData>(queryKey);
        if (current?.pages[0]?.conversation?._id === sent.conversationOid) {
          queryClient.setQueryData<ChatData>(queryKey, (data) => insertInteraction(data, sent.interaction));
        } else {
          // The first message opened the conversation (or a closed one reopened): load it whole.
          await queryClient.invalidateQueries({ queryKey });
        }
        setPending((list) => list.filter((item) => item.clientId !== message.clientId));
        onSent?.();
      } catch {
        update('failed');
      }
    },
    [auth, queryClient, contactOid, channelOid, onSent],
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

  return { pending, send, retry };
}
