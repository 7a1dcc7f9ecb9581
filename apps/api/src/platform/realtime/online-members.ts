import type { OnlineMember } from '@charla/contracts';
import type { AppDeps } from '../../app.js';
import { findMemberAccess } from './realtime.repository.js';
import { canSeeChannel } from './rooms.js';

/**
 * Online members of the organization, optionally only those who may see a channel. Presence alone
 * could name someone removed a moment ago, so the list keeps only current members. There is no
 * channels table yet: a channel id is matched against membership lists, and an unknown or foreign
 * id simply matches no USER; once channels exist, such an id answers 404 like any foreign resource.
 */
export async function listOnlineMembers(
  { database, realtime }: Pick<AppDeps, 'database' | 'realtime'>,
  { organizationId, channelOid }: { organizationId: string; channelOid?: string },
): Promise<OnlineMember[]> {
  const userIds = await realtime.listOnline(organizationId);
  const members = await findMemberAccess(database.db, { organizationId, userIds });
  return members
    .filter((member) => !channelOid || canSeeChannel(member, channelOid))
    .map((member) => ({ userOid: member.userId }))
    .sort((a, b) => a.userOid.localeCompare(b.userOid));
}
