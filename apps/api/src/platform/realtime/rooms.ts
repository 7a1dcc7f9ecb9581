import type { Role } from '@charla/contracts';

export const organizationRoom = (organizationId: string) => `org:${organizationId}`;
export const userRoom = (userId: string) => `user:${userId}`;
export const channelRoom = (channelId: string) => `channel:${channelId}`;
/** A conversation's visitor sockets, in the `/visitor` namespace (never agents: notes cannot reach it). */
export const visitorRoom = (conversationId: string) => `visitor:${conversationId}`;
/** Every socket of one visitor on one channel, so they join the conversation its first message opens. */
export const visitorContactRoom = (contactId: string, channelId: string) =>
  `visitor-contact:${contactId}:${channelId}`;

/** What room membership depends on: the member's role and channel list in the session's organization. */
export type MemberAccess = { role: Role; channels: readonly string[] };

/**
 * The channel rooms a member joins: every live channel of the organization for ADMIN and OWNER
 * (ARCHITECTURE §3), its own list for a USER (the members API accepts only live channels there, and
 * a deleted channel's room hears nothing).
 */
export function channelRoomsFor(
  member: MemberAccess & { organizationChannels: readonly string[] },
): string[] {
  return (member.role === 'USER' ? member.channels : member.organizationChannels).map(channelRoom);
}

/** Whether a member may see a channel: ADMIN and OWNER always, a USER when it is in its list. */
export function canSeeChannel(member: MemberAccess, channelId: string): boolean {
  return member.role !== 'USER' || member.channels.includes(channelId);
}
