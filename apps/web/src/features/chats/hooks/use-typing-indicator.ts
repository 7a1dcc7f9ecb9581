import { TYPING_TTL_MS, type RealtimeEventPayload } from '@charla/contracts';
import { useEffect, useState } from 'react';
import { useRealtimeEvent } from '@/lib/realtime/realtime-provider';

type TypingSender = RealtimeEventPayload<'typing'>['sender'];
export type Typist = { type: 'contact' } | { type: 'user'; name: string };

type Entry = { key: string; typist: Typist; until: number };

const keyOf = (sender: TypingSender) => (sender.type === 'contact' ? 'contact' : sender.userOid);

/**
 * Who is typing in the conversation, other than me. A `typing: true` lasts TYPING_TTL_MS unless
 * repeated; `typing: false` or the typist's message ends it at once.
 */
export function useTypingIndicator({
  conversationOid,
  userOid,
}: {
  conversationOid: string;
  userOid: string;
}): Typist[] {
  const [entries, setEntries] = useState<Entry[]>([]);

  useRealtimeEvent('typing', ({ conversationOid: target, typing, sender }) => {
    if (target !== conversationOid) return;
    if (sender.type === 'user' && sender.userOid === userOid) return;
    const key = keyOf(sender);
    const typist: Typist = sender.type === 'contact' ? sender : { type: 'user', name: sender.name };
    setEntries((current) => {
      const others = current.filter((entry) => entry.key !== key);
      return typing ? [...others, { key, typist, until: Date.now() + TYPING_TTL_MS }] : others;
    });
  });
  useRealtimeEvent('message.created', ({ conversationOid: target, interaction }) => {
    if (target !== conversationOid) return;
    const key = interaction.senderType === 'contact' ? 'contact' : interaction.sender?._id;
    setEntries((current) => current.filter((entry) => entry.key !== key));
  });

  const nextExpiry = entries.length > 0 ? Math.min(...entries.map((entry) => entry.until)) : null;
  useEffect(() => {
    if (nextExpiry === null) return;
    const timer = setTimeout(
      () => setEntries((current) => current.filter((entry) => entry.until > Date.now())),
      Math.max(0, nextExpiry - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [nextExpiry]);

  return entries.map((entry) => entry.typist);
}
