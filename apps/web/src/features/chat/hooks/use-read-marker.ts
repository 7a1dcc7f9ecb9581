import { useEffect, useRef } from 'react';
import { markVisitorRead } from '../api/mark-read';
import type { VisitorAuth } from '../api/visitor-api';

/**
 * Tells the server the customer has seen the agents' messages: once per newest agent message, and
 * only while the chat is actually on screen (tab visible, widget open).
 */
export function useReadMarker({
  auth,
  conversationOid,
  latestAgentMessageOid,
  isSeen,
}: {
  auth: VisitorAuth;
  conversationOid: string | null;
  latestAgentMessageOid: string | null;
  isSeen: boolean;
}) {
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!isSeen || !conversationOid || !latestAgentMessageOid) return;
    if (marked.current === latestAgentMessageOid) return;
    marked.current = latestAgentMessageOid;
    markVisitorRead(auth, conversationOid).catch(() => {
      // Try again with the next change; a read mark is not worth an error message.
      marked.current = null;
    });
  }, [auth, conversationOid, latestAgentMessageOid, isSeen]);
}
