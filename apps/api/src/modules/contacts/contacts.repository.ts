import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/executor.js';
import { contacts, type ContactRow } from './contacts.table.js';

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

export type ContactChanges = Partial<Pick<ContactRow, 'name' | 'email' | 'phone'>>;

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
