import { and, asc, eq } from 'drizzle-orm';
import type { Role } from '@charla/contracts';
import type { DbExecutor } from '../../platform/db/executor.js';
import { organizationMembers, organizations } from './organizations.table.js';

export type OrganizationRow = typeof organizations.$inferSelect;
export type MembershipRow = typeof organizationMembers.$inferSelect;

export async function insertOrganization(
  db: DbExecutor,
  values: Pick<OrganizationRow, 'name' | 'locale' | 'publicKey' | 'secretKeyEncrypted' | 'secretKeyHash'> & {
    now: Date;
  },
): Promise<OrganizationRow> {
  const { now, ...organization } = values;
  const [row] = await db
    .insert(organizations)
    .values({ ...organization, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function insertMembership(
  db: DbExecutor,
  values: { organizationId: string; userId: string; role: Role; primary: boolean; now: Date },
): Promise<void> {
  const { now, ...membership } = values;
  await db.insert(organizationMembers).values({ ...membership, createdAt: now });
}

export async function findOrganization(
  db: DbExecutor,
  { organizationId }: { organizationId: string },
): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return row;
}

export async function findOrganizationBySecretKeyHash(
  db: DbExecutor,
  { secretKeyHash }: { secretKeyHash: string },
): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.secretKeyHash, secretKeyHash));
  return row;
}

export type MembershipWithOrganization = MembershipRow & { organizationName: string };

export async function findMembership(
  db: DbExecutor,
  { organizationId, userId }: { organizationId: string; userId: string },
): Promise<MembershipWithOrganization | undefined> {
  const [row] = await db
    .select({ membership: organizationMembers, organizationName: organizations.name })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    );
  return row && { ...row.membership, organizationName: row.organizationName };
}

/** The user's memberships, oldest first (the first is the organization created at signup). */
export async function listMemberships(
  db: DbExecutor,
  { userId }: { userId: string },
): Promise<MembershipWithOrganization[]> {
  const rows = await db
    .select({ membership: organizationMembers, organizationName: organizations.name })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizationMembers.createdAt), asc(organizations.name));
  return rows.map((row) => ({ ...row.membership, organizationName: row.organizationName }));
}

export type OrganizationProfileValues = Partial<
  Pick<OrganizationRow, 'name' | 'email' | 'imageUrl' | 'description'>
>;

export async function updateOrganizationProfile(
  db: DbExecutor,
  { organizationId, values, now }: { organizationId: string; values: OrganizationProfileValues; now: Date },
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ ...values, updatedAt: now })
    .where(eq(organizations.id, organizationId))
    .returning();
  return row;
}

export type OrganizationLocaleValues = Pick<
  OrganizationRow,
  | 'timezoneName'
  | 'timezoneUtc'
  | 'timezoneHourOffset'
  | 'scheduleEnabled'
  | 'schedule'
  | 'scheduleOutOfHoursMessage'
> &
  Partial<Pick<OrganizationRow, 'locale'>>;

export async function updateOrganizationLocale(
  db: DbExecutor,
  { organizationId, values, now }: { organizationId: string; values: OrganizationLocaleValues; now: Date },
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ ...values, updatedAt: now })
    .where(eq(organizations.id, organizationId))
    .returning();
  return row;
}
