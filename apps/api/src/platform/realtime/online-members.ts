import type { OnlineMember } from '@charla/contracts';
import type { AppDeps } from '../../app.js';
import { channelNotFound } from '../../modules/channels/channels.errors.js';
import { liveChannelIds } from '../../modules/channels/channels.service.js';
import { findMemberAccess } from './realtime.repository.js';
import { canSeeChannel } from './rooms.js';

/**
 * Online members of the organization, optionally only those who may see a channel. Presence alone
 * could name someone removed a moment ago, so the list keeps only current members. An unknown,
 * deleted or foreign channel answers 404 like any foreign resource.
 */
export async function listOnlineMembers(
  { database, realtime }: Pick<AppDeps, 'database' | 'realtime'>,
  { organizationId, channelOid }: { organizationId: string; channelOid?: string },
): Promise<OnlineMember[]> {
  if (channelOid && !(await liveChannelIds({ database }, { organizationId })).includes(channelOid)) {
    throw channelNotFound();
  }
  const userIds = await realtime.listOnline(organizationId);
  const members = await findMemberAccess(database.db, { organizationId, userIds });
  return members
    .filter((member) => !channelOid || canSeeChannel(member, channelOid))
    .map((member) => ({ userOid: member.userId }))
    .sort((a, b) => a.userOid.localeCompare(b.userOid));
}
