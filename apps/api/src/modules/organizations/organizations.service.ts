import type { Language, Organization, OrganizationListEntry } from '@charla/contracts';
import type { AppDeps } from '../../app.js';
import { encryptSecret, randomToken, sha256Hex } from '../../platform/crypto/crypto.js';
import type { DbExecutor } from '../../platform/db/executor.js';
import type { RequestAuth } from '../../platform/route-config.js';
import { organizationNotFound } from './organizations.errors.js';
import {
  findMembership,
  findOrganization,
  findOrganizationBySecretKeyHash,
  insertMembership,
  insertOrganization,
  listMemberships,
  type MembershipWithOrganization,
  type OrganizationRow,
} from './organizations.repository.js';

export type { MembershipWithOrganization };

type OrganizationDeps = Pick<AppDeps, 'config' | 'now' | 'database'>;

/**
 * Creates an organization with fresh API keys and makes the user its OWNER (in the automatic
 * assignment rotation). The secret key is kept encrypted (the owner can read it back later) and
 * hashed (to authenticate calls without decrypting).
 */
export async function createOrganization(
  { config, now, database }: OrganizationDeps,
  {
    name,
    ownerUserId,
    locale,
    db = database.db,
  }: { name: string; ownerUserId: string; locale: Language; db?: DbExecutor },
): Promise<OrganizationListEntry> {
  const secretKey = randomToken('sk_');
  const organization = await insertOrganization(db, {
    name,
    locale,
    publicKey: randomToken('pk_', 24),
    secretKeyEncrypted: encryptSecret(secretKey, config.SECRETS_KEY),
    secretKeyHash: sha256Hex(secretKey),
    now: now(),
  });
  await insertMembership(db, {
    organizationId: organization.id,
    userId: ownerUserId,
    role: 'OWNER',
    primary: true,
    now: now(),
  });
  return { organizationOid: organization.id, name: organization.name, role: 'OWNER' };
}

export async function listOrganizationsOfUser(
  { database }: Pick<AppDeps, 'database'>,
  { userId }: { userId: string },
): Promise<OrganizationListEntry[]> {
  const memberships = await listMemberships(database.db, { userId });
  return memberships.map((membership) => ({
    organizationOid: membership.organizationId,
    name: membership.organizationName,
    role: membership.role,
  }));
}

export async function getMembership(
  { database }: Pick<AppDeps, 'database'>,
  { organizationId, userId }: { organizationId: string; userId: string },
): Promise<MembershipWithOrganization | undefined> {
  return findMembership(database.db, { organizationId, userId });
}

export async function listMembershipsOfUser(
  { database }: Pick<AppDeps, 'database'>,
  { userId }: { userId: string },
): Promise<MembershipWithOrganization[]> {
  return listMemberships(database.db, { userId });
}

export async function getOrganization(
  { database }: Pick<AppDeps, 'database'>,
  { organizationId }: { organizationId: string },
): Promise<Organization> {
  const row = await findOrganization(database.db, { organizationId });
  if (!row) throw organizationNotFound();
  return toOrganization(row);
}

/** The Organization entity of spec §3 for a row. */
export function toOrganization(row: OrganizationRow): Organization {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    imageUrl: row.imageUrl,
    description: row.description,
    locale: row.locale === 'en' ? 'en' : 'es',
    scheduleEnabled: row.scheduleEnabled,
    schedule: row.schedule,
    scheduleOutOfHoursMessage: row.scheduleOutOfHoursMessage,
    timezoneName: row.timezoneName,
    timezoneUtc: row.timezoneUtc,
    timezoneHourOffset: row.timezoneHourOffset,
  };
}

/** A secret key acts for its organization with ADMIN rights (ARCHITECTURE §3). */
export async function authenticateSecretKey(
  { database }: Pick<AppDeps, 'database'>,
  secretKey: string,
): Promise<RequestAuth | null> {
  const organization = await findOrganizationBySecretKeyHash(database.db, {
    secretKeyHash: sha256Hex(secretKey),
  });
  if (!organization) return null;
  return { kind: 'secret', organizationId: organization.id, userId: null, sessionId: null, role: 'ADMIN' };
}
