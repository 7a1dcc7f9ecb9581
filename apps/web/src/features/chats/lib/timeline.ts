import type { Interaction } from '@charla/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import type { InteractionPage } from '../api/get-interactions';

export type TimelinePages = InfiniteData<InteractionPage>;

/** The same message arrives twice when the socket event and the HTTP answer both come back. */
export const isSameMessage = (a: Interaction, b: Interaction) =>
  a._id === b._id || (a.clientId !== null && a.clientId === b.clientId);

/**
 * Adds a stored message to a cached timeline (newest page first, newest item first) unless it is
 * there already; before the first fetch there is nothing to add to.
 */
export function addToTimeline(
  pages: TimelinePages | undefined,
  interaction: Interaction,
): TimelinePages | undefined {
  if (!pages) return pages;
  const isKnown = pages.pages.some((page) => page.items.some((item) => isSameMessage(item, interaction)));
  if (isKnown) return pages;
  const [newest, ...older] = pages.pages;
  if (!newest) return pages;
  return { ...pages, pages: [{ ...newest, items: [interaction, ...newest.items] }, ...older] };
}

const byTime = (a: Interaction, b: Interaction) =>
  a.createdAt === b.createdAt ? a._id.localeCompare(b._id) : a.createdAt.localeCompare(b.createdAt);

/** Every loaded message, oldest first, once each. */
export function timelineOf(pages: TimelinePages | undefined): Interaction[] {
  const seen = new Set<string>();
  const items: Interaction[] = [];
  for (const item of pages?.pages.flatMap((page) => page.items) ?? []) {
    if (seen.has(item._id)) continue;
    seen.add(item._id);
    items.push(item);
  }
  return items.sort(byTime);
}

/** An agent's reply the customer has seen: sent no later than the customer's last read mark. */
export function isReadByContact(interaction: Interaction, contactLastReadAt: string | null): boolean {
  if (interaction.direction !== 'out' || interaction.kind === 'note' || !contactLastReadAt) return false;
  return Date.parse(interaction.createdAt) <= Date.parse(contactLastReadAt);
}

/** Images show inline; anything else is a link to download. */
export const isImage = (contentType: string) => /^image\/(png|jpe?g|gif|webp|avif)$/i.test(contentType);
