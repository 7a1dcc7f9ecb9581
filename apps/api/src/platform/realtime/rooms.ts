import type { Role } from '@charla/contracts';

export const organizationRoom = (organizationId: string) => `org:${organizationId}`;
export const userRoom = (userId: string) => `user:${userId}`;
export const channelRoom = (channelId: string) => `channel:${channelId}`;

/** What room membership depends on: the member's role and channel list in the session's organization. */
export type MemberAccess = { role: Role; channels: readonly string[] };

/**
 * The channels whose rooms a member joins. Today there is no channels table, so this is the
 * membership's list for every role; once channels exist, ADMIN and OWNER join every channel of the
 * organization (ARCHITECTURE §3) and this takes the organization's channel ids.
 */
export function channelRoomsFor(member: MemberAccess): string[] {
  return member.channels.map(channelRoom);
}

/** Whether a member may see a channel: ADMIN and OWNER always, a USER when it is in its list. */
export function canSeeChannel(member: MemberAccess, channelId: string): boolean {
  return member.role !== 'USER' || member.channels.includes(channelId);
}
