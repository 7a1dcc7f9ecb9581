import type { Role } from '@charla/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { sessions } from '../../modules/auth/auth.table.js';
import { organizationMembers } from '../../modules/organizations/organizations.table.js';
import type { DbExecutor } from '../db/executor.js';

/*
 * The realtime platform reads two modules' tables directly, on purpose: the session sweep checks
 * every socket of an instance in one query (sessions joined to memberships) several times a second,
 * which per-token calls into the auth module could not do.
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
