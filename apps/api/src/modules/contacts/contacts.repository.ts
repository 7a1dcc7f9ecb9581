import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/executor.js';
import { contactChannels, contacts, type ContactRow } from './contacts.table.js';

export async function findContact(
  db: DbExecutor,
  { organizationId, contactId }: { organizationId: string; contactId: string },
): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.organizationId, organizationId), eq(contacts.id, contactId)));
  return row;
}

export type ContactChanges = Partial<
  Pick<ContactRow, 'name' | 'email' | 'phone' | 'identifier' | 'isVerified'>
>;

export async function updateContact(
  db: DbExecutor,
  {
    organizationId,
    contactId,
    changes,
    now,
  }: { organizationId: string; contactId: string; changes: ContactChanges; now: Date },
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contacts)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(contacts.organizationId, organizationId), eq(contacts.id, contactId)))
    .returning();
  return row;
}

/** The verified contact with this identifier: the same customer on any device or channel. */
export async function findVerifiedContact(
  db: DbExecutor,
  { organizationId, identifier }: { organizationId: string; identifier: string },
): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.organizationId, organizationId),
        eq(contacts.identifier, identifier),
        eq(contacts.isVerified, true),
      ),
    )
    .orderBy(contacts.createdAt)
    .limit(1);
  return row;
}

export async function insertContact(
  db: DbExecutor,
  values: {
    organizationId: string;
    name: string | null;
    email: string | null;
    identifier: string | null;
    isVerified: boolean;
    now: Date;
  },
): Promise<ContactRow> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(contacts)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Records the contact's identity on the channel; a second call with the same identity changes nothing. */
export async function saveContactChannel(
  db: DbExecutor,
  values: { organizationId: string; contactId: string; channelId: string; externalId: string; now: Date },
): Promise<void> {
  const { now, ...rest } = values;
  await db
    .insert(contactChannels)
    .values({ ...rest, createdAt: now })
    .onConflictDoNothing();
}
