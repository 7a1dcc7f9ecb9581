import type { Role } from '@charla/contracts';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/executor.js';
import { users } from '../auth/auth.table.js';
import { organizationMembers, organizations } from '../organizations/organizations.table.js';
import { invitations, memberMessages } from './members.table.js';

/*
 * Members are a view over organization_members (declared by organizations) and users (declared by
 * auth): listing them is one join, so this repository reads both tables. It writes only membership
 * fields, member messages and invitations; accounts and sessions change through the auth module.
 */

export type InvitationRow = typeof invitations.$inferSelect;

export type MemberRow = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  avatarUrl: string | null;
  role: Role;
  primary: boolean;
  channels: string[];
  message: string | null;
};

export type AccountRow = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
};

const memberColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  avatarUrl: users.avatarUrl,
  role: organizationMembers.role,
  primary: organizationMembers.primary,
  channels: organizationMembers.channels,
  message: memberMessages.message,
};

function selectMembers(db: DbExecutor) {
  return db
    .select(memberColumns)
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .leftJoin(
      memberMessages,
      and(
        eq(memberMessages.organizationId, organizationMembers.organizationId),
        eq(memberMessages.userId, organizationMembers.userId),
      ),
    );
}

/** Members in the order they joined (the creator first). */
export async function listMemberRows(
  db: DbExecutor,
  { organizationId }: { organizationId: string },
): Promise<MemberRow[]> {
  return selectMembers(db)
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(organizationMembers.createdAt), asc(users.firstName));
}

export async function findMemberRow(
  db: DbExecutor,
  { organizationId, userId }: { organizationId: string; userId: string },
): Promise<MemberRow | undefined> {
  const [row] = await selectMembers(db).where(
    and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
  );
  return row;
}

/** The owners' user ids, locked until the transaction ends so two demotions cannot both pass the check. */
export async function lockOwners(
  db: DbExecutor,
  { organizationId }: { organizationId: string },
): Promise<string[]> {
  const rows = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'OWNER')))
    .for('update');
  return rows.map((row) => row.userId);
}

export async function insertMember(
  db: DbExecutor,
  values: { organizationId: string; userId: string; role: Role; primary: boolean; now: Date },
): Promise<void> {
  const { now, ...membership } = values;
  await db.insert(organizationMembers).values({ ...membership, channels: [], createdAt: now });
}

export async function updateMemberFields(
  db: DbExecutor,
  {
    organizationId,
    userId,
    changes,
  }: {
    organizationId: string;
    userId: string;
    changes: Partial<{ role: Role; primary: boolean; channels: string[] }>;
  },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(organizationMembers)
    .set(changes)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    );
}

/** Sets the member's message; an empty one removes it. */
export async function saveMemberMessage(
  db: DbExecutor,
  {
    organizationId,
    userId,
    message,
    now,
  }: { organizationId: string; userId: string; message: string; now: Date },
): Promise<void> {
  if (!message) {
    await db
      .delete(memberMessages)
      .where(and(eq(memberMessages.organizationId, organizationId), eq(memberMessages.userId, userId)));
    return;
  }
  await db
    .insert(memberMessages)
    .values({ organizationId, userId, message, updatedAt: now })
    .onConflictDoUpdate({
      target: [memberMessages.organizationId, memberMessages.userId],
      set: { message, updatedAt: now },
    });
}

/** Removes the membership (its message goes with it); answers whether there was one. */
export async function deleteMember(
  db: DbExecutor,
  { organizationId, userId }: { organizationId: string; userId: string },
): Promise<boolean> {
  const rows = await db
    .delete(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    )
    .returning({ userId: organizationMembers.userId });
  return rows.length > 0;
}

/** What the members module reads of another person's account: enough to address a mail to them. */
const ACCOUNT_COLUMNS = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.language,
};

export async function findAccountByEmail(
  db: DbExecutor,
  { email }: { email: string },
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select(ACCOUNT_COLUMNS)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

export async function findAccount(
  db: DbExecutor,
  { userId }: { userId: string },
): Promise<AccountRow | undefined> {
  const [row] = await db.select(ACCOUNT_COLUMNS).from(users).where(eq(users.id, userId));
  return row;
}

/** Pending (not accepted) invitations, expired ones included so admins can see and renew them. */
export async function listPendingInvitations(
  db: DbExecutor,
  { organizationId }: { organizationId: string },
): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.organizationId, organizationId), isNull(invitations.acceptedAt)))
    .orderBy(asc(invitations.createdAt));
}

export async function findPendingInvitation(
  db: DbExecutor,
  { organizationId, invitationId }: { organizationId: string; invitationId: string },
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.id, invitationId),
        isNull(invitations.acceptedAt),
      ),
    );
  return row;
}

/** Withdraws the pending invitation of an email, if any (a new one replaces it, or the person joined). */
export async function deletePendingInvitationOfEmail(
  db: DbExecutor,
  { organizationId, email }: { organizationId: string; email: string },
): Promise<string[]> {
  const rows = await db
    .delete(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(sql`lower(${invitations.email})`, email.trim().toLowerCase()),
        isNull(invitations.acceptedAt),
      ),
    )
    .returning({ id: invitations.id });
  return rows.map((row) => row.id);
}

export async function insertInvitation(
  db: DbExecutor,
  values: Pick<
    InvitationRow,
    | 'organizationId'
    | 'email'
    | 'role'
    | 'primary'
    | 'name'
    | 'lastName'
    | 'phone'
    | 'message'
    | 'tokenHash'
    | 'expiresAt'
    | 'createdBy'
  > & { now: Date },
): Promise<InvitationRow> {
  const { now, ...invitation } = values;
  const [row] = await db
    .insert(invitations)
    .values({ ...invitation, createdAt: now })
    .returning();
  return row!;
}

export async function updatePendingInvitation(
  db: DbExecutor,
  {
    organizationId,
    invitationId,
    changes,
  }: {
    organizationId: string;
    invitationId: string;
    changes: Partial<
      Pick<InvitationRow, 'email' | 'role' | 'primary' | 'name' | 'lastName' | 'phone' | 'message'>
    >;
  },
): Promise<InvitationRow | undefined> {
  if (Object.keys(changes).length === 0) return findPendingInvitation(db, { organizationId, invitationId });
  const [row] = await db
    .update(invitations)
    .set(changes)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.id, invitationId),
        isNull(invitations.acceptedAt),
      ),
    )
    .returning();
  return row;
}

export async function deletePendingInvitation(
  db: DbExecutor,
  { organizationId, invitationId }: { organizationId: string; invitationId: string },
): Promise<boolean> {
  const rows = await db
    .delete(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.id, invitationId),
        isNull(invitations.acceptedAt),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length > 0;
}

export type LiveInvitation = InvitationRow & { organizationName: string };

/**
 * A live invitation (not accepted, not expired) by the hash of its token. Not scoped by organization:
 * the secret token is the key, and the answer names the organization it belongs to.
 */
export async function findLiveInvitationByTokenHash(
  db: DbExecutor,
  { tokenHash, now }: { tokenHash: string; now: Date },
): Promise<LiveInvitation | undefined> {
  const [row] = await db
    .select({ invitation: invitations, organizationName: organizations.name })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  return row && { ...row.invitation, organizationName: row.organizationName };
}

/**
 * Marks a live invitation as accepted and answers whether it was. One conditional update, so two
 * requests racing with the same token cannot both join.
 */
export async function consumeInvitation(
  db: DbExecutor,
  { organizationId, invitationId, now }: { organizationId: string; invitationId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.id, invitationId),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length > 0;
}
