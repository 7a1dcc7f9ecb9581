import type { Interaction } from '@charla/contracts';
import type { ChatData } from './get-visitor-chat';

/**
 * Adds a message to the newest page unless it is already there: the socket event and the HTTP answer
 * of one send both arrive, in either order, and must show one message.
 */
export function insertInteraction(
  data: ChatData | undefined,
  interaction: Interaction,
): ChatData | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  const isKnown = data.pages.some((page) =>
    page.items.some(
      (item) =>
        item._id === interaction._id ||
        (interaction.clientId !== null && item.clientId === interaction.clientId),
    ),
  );
  if (isKnown) return data;
  return { ...data, pages: [{ ...first, items: [interaction, ...first.items] }, ...rest] };
}

/** An agent read the conversation up to `readAt`; read marks only move forward. */
export function markAgentRead(data: ChatData | undefined, readAt: string): ChatData | undefined {
  const [first, ...rest] = data?.pages ?? [];
  const conversation = first?.conversation;
  if (!data || !first || !conversation) return data;
  const current = conversation.agentLastReadAt;
  if (current && Date.parse(current) >= Date.parse(readAt)) return data;
  return {
    ...data,
    pages: [{ ...first, conversation: { ...conversation, agentLastReadAt: readAt } }, ...rest],
  };
}

/** Every loaded message, oldest first, as the timeline shows them. */
export function timeline(data: ChatData | undefined): Interaction[] {
  return (data?.pages ?? []).flatMap((page) => page.items).reverse();
}
