import { useEffect, useRef } from 'react';
import { useRealtimeSend } from '@/lib/realtime/realtime-provider';

/** How often a `typing: true` is repeated while the agent keeps typing (the TTL is 6 s). */
export const TYPING_REPEAT_MS = 2500;

/**
 * Tells the others in the conversation that the agent is typing: at most once per TYPING_REPEAT_MS,
 * and `typing: false` on send, blur, an emptied composer or leaving the conversation.
 */
export function useAgentTyping(conversationOid: string) {
  const send = useRealtimeSend();
  const lastSentAt = useRef<number | null>(null);

  const stop = () => {
    if (lastSentAt.current === null) return;
    lastSentAt.current = null;
    send('typing', { conversationOid, typing: false });
  };
  const stopRef = useRef(stop);
  useEffect(() => {
    stopRef.current = stop;
  });
  useEffect(() => () => stopRef.current(), [conversationOid]);

  const onInput = (text: string) => {
    if (!text.trim()) return stop();
    const now = Date.now();
    if (lastSentAt.current !== null && now - lastSentAt.current < TYPING_REPEAT_MS) return;
    lastSentAt.current = now;
    send('typing', { conversationOid, typing: true });
  };

  return { onInput, stop };
}
