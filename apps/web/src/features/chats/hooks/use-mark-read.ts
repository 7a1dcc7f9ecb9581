import type { Conversation } from '@charla/contracts';
import { useDocumentVisibility } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useMarkConversationRead } from '../api/conversation-actions';

/**
 * While the open conversation is on screen (tab visible), whatever the customer sends counts as read:
 * one read mark per new unread state, so a failing call is not repeated in a loop.
 */
export function useMarkRead(conversation: Conversation | undefined) {
  const isVisible = useDocumentVisibility() === 'visible';
  const { mutate } = useMarkConversationRead();
  const lastAttempt = useRef<string | null>(null);
  const conversationOid = conversation?._id;
  const unread = conversation?.unreadCount ?? 0;
  const lastMessageAt = conversation?.lastMessageAt;

  useEffect(() => {
    if (!conversationOid || !isVisible || unread === 0) return;
    const attempt = `${conversationOid}:${unread}:${lastMessageAt}`;
    if (lastAttempt.current === attempt) return;
    lastAttempt.current = attempt;
    mutate(conversationOid);
  }, [conversationOid, isVisible, unread, lastMessageAt, mutate]);
}
