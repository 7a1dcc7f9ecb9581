import { useCallback, useRef } from 'react';
import type { VisitorSocket } from '../api/visitor-socket';

/** Agents drop a typing mark after 6 s; repeating it every 2.5 s keeps it on while the customer types. */
export const TYPING_REPEAT_MS = 2500;

/** Tells the agents the customer is typing, at most once every TYPING_REPEAT_MS, and when they stop. */
export function useTypingSender(socket: VisitorSocket, now: () => number = Date.now) {
  const lastSentAt = useRef<number | null>(null);

  const typed = useCallback(() => {
    const current = now();
    if (lastSentAt.current !== null && current - lastSentAt.current < TYPING_REPEAT_MS) return;
    // While disconnected Socket.IO would buffer it and deliver a stale mark later.
    if (!socket.connected) return;
    lastSentAt.current = current;
    socket.emit('typing', { typing: true });
  }, [socket, now]);

  const stopped = useCallback(() => {
    if (lastSentAt.current === null) return;
    lastSentAt.current = null;
    if (socket.connected) socket.emit('typing', { typing: false });
  }, [socket]);

  return { typed, stopped };
}
