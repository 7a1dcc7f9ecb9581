import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/executor.js';
import { recoveryKeys, sessions, users } from './auth.table.js';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** Emails are stored trimmed and lower-cased; the lookup lower-cases too, matching the unique index. */
export async function findUserByEmail(
  db: DbExecutor,
  { email }: { email: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

export async function findUser(db: DbExecutor, { userId }: { userId: string }): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function insertUser(
  db: DbExecutor,
  values: Pick<UserRow, 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'phone' | 'language'> & {
    now: Date;
  },
): Promise<UserRow> {
  const { now, ...user } = values;
  const [row] = await db
    .insert(users)
    .values({ ...user, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateUser(
  db: DbExecutor,
  {
    userId,
    now,
    changes,
  }: {
    userId: string;
    now: Date;
    changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'avatarUrl' | 'passwordHash'>>;
  },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function insertSession(
  db: DbExecutor,
  values: {
    tokenHash: string;
    userId: string;
    organizationId: string;
    now: Date;
    userAgent: string | null;
    ip: string | null;
  },
): Promise<SessionRow> {
  const { now, ...session } = values;
  const [row] = await db
    .insert(sessions)
    .values({ ...session, createdAt: now, lastSeenAt: now })
    .returning();
  return row!;
}

export async function findSessionByTokenHash(
  db: DbExecutor,
  { tokenHash }: { tokenHash: string },
): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
  return row;
}

export async function touchSession(db: DbExecutor, { sessionId, now }: { sessionId: string; now: Date }) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(
  db: DbExecutor,
  { userId, sessionId, now }: { userId: string; sessionId: string; now: Date },
) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: DbExecutor,
  { userId, now, keepSessionId }: { userId: string; now: Date; keepSessionId?: string },
) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

/** Revokes the user's live sessions bound to one organization (removed from it). */
export async function revokeOrganizationSessions(
  db: DbExecutor,
  { userId, organizationId, now }: { userId: string; organizationId: string; now: Date },
) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.organizationId, organizationId),
        isNull(sessions.revokedAt),
      ),
    );
}

/** Organizations of the user's sessions, most recently used first. */
export async function listRecentSessionOrganizationIds(
  db: DbExecutor,
  { userId }: { userId: string },
): Promise<string[]> {
  const rows = await db
    .selectDistinctOn([sessions.organizationId], {
      organizationId: sessions.organizationId,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sessions.organizationId, desc(sessions.lastSeenAt));
  return rows
    .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime())
    .map((row) => row.organizationId);
}

export async function insertRecoveryKey(
  db: DbExecutor,
  values: { userId: string; keyHash: string; expiresAt: Date; now: Date },
) {
  const { now, ...key } = values;
  await db.insert(recoveryKeys).values({ ...key, createdAt: now });
}

/**
 * Marks a live key as used and answers whether it was. One conditional update, so two requests
 * racing with the same key cannot both succeed.
 */
export async function consumeRecoveryKey(
  db: DbExecutor,
  { userId, keyHash, now }: { userId: string; keyHash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(recoveryKeys)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryKeys.userId, userId),
        eq(recoveryKeys.keyHash, keyHash),
        isNull(recoveryKeys.usedAt),
        gt(recoveryKeys.expiresAt, now),
      ),
    )
    .returning({ id: recoveryKeys.id });
  return rows.length > 0;
}
