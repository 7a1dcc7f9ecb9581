import type { Role } from '@charla/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { sessions, users } from '../../modules/auth/auth.table.js';
import { channels } from '../../modules/channels/channels.table.js';
import { conversations } from '../../modules/conversations/conversations.table.js';
import { organizationMembers } from '../../modules/organizations/organizations.table.js';
import type { DbExecutor } from '../db/executor.js';

/*
 * The realtime platform reads two modules' tables directly, on purpose: the session sweep checks
 * every socket of an instance in one query (sessions joined to memberships) several times a second,
 * which per-token calls into the auth module could not do. It also reads the live channel ids of
 * the sockets' organizations in one query per tick, so ADMIN and OWNER sockets join a new channel's
 * room and leave a deleted one's.
 */

export type SessionState = {
  sessionId: string;
  revokedAt: Date | null;
  lastSeenAt: Date;
  /** Null when the user is no longer a member of the session's organization. */
  role: Role | null;
  channels: string[] | null;
};

/** The current state of the given sessions, with the membership each is bound to. Unknown ids are absent. */
export async function findSessionStates(
  db: DbExecutor,
  { sessionIds }: { sessionIds: string[] },
): Promise<SessionState[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select({
      sessionId: sessions.id,
      revokedAt: sessions.revokedAt,
      lastSeenAt: sessions.lastSeenAt,
      role: organizationMembers.role,
      channels: organizationMembers.channels,
    })
    .from(sessions)
    .leftJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, sessions.organizationId),
        eq(organizationMembers.userId, sessions.userId),
      ),
    )
    .where(inArray(sessions.id, sessionIds));
}

/** Live channel ids of each given organization (organizations without channels are absent). */
export async function findLiveChannelIds(
  db: DbExecutor,
  { organizationIds }: { organizationIds: string[] },
): Promise<Map<string, string[]>> {
  const byOrganization = new Map<string, string[]>();
  if (organizationIds.length === 0) return byOrganization;
  const rows = await db
    .select({ organizationId: channels.organizationId, id: channels.id })
    .from(channels)
    .where(and(inArray(channels.organizationId, organizationIds), isNull(channels.deletedAt)));
  for (const row of rows) {
    byOrganization.set(row.organizationId, [...(byOrganization.get(row.organizationId) ?? []), row.id]);
  }
  return byOrganization;
}

/** Role and channels of those users who are members of the organization (others are left out). */
export async function findMemberAccess(
  db: DbExecutor,
  { organizationId, userIds }: { organizationId: string; userIds: string[] },
): Promise<{ userId: string; role: Role; channels: string[] }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: organizationMembers.userId,
      role: organizationMembers.role,
      channels: organizationMembers.channels,
    })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        inArray(organizationMembers.userId, userIds),
      ),
    );
}

/** The channel of a conversation of the organization (typing events go to its channel room). */
export async function findConversationChannel(
  db: DbExecutor,
  { organizationId, conversationId }: { organizationId: string; conversationId: string },
): Promise<string | undefined> {
  const [row] = await db
    .select({ channelId: conversations.channelId })
    .from(conversations)
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)));
  return row?.channelId;
}

/** The first name customers see when an agent types. */
export async function findFirstName(db: DbExecutor, { userId }: { userId: string }): Promise<string | null> {
  const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return row?.firstName ?? null;
}
