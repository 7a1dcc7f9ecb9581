import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/executor.js';
import { organizations } from '../organizations/organizations.table.js';

/*
 * The keys live on the organizations row (declared by the organizations module, which creates them at
 * signup); this module owns reading and rotating them, so it touches only those three columns.
 */

export type KeyColumns = { publicKey: string; secretKeyEncrypted: string; secretKeyHash: string };

export async function findOrganizationKeys(
  db: DbExecutor,
  { organizationId }: { organizationId: string },
): Promise<KeyColumns | undefined> {
  const [row] = await db
    .select({
      publicKey: organizations.publicKey,
      secretKeyEncrypted: organizations.secretKeyEncrypted,
      secretKeyHash: organizations.secretKeyHash,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

export async function updateOrganizationKeys(
  db: DbExecutor,
  { organizationId, values, now }: { organizationId: string; values: Partial<KeyColumns>; now: Date },
): Promise<KeyColumns | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ ...values, updatedAt: now })
    .where(eq(organizations.id, organizationId))
    .returning({
      publicKey: organizations.publicKey,
      secretKeyEncrypted: organizations.secretKeyEncrypted,
      secretKeyHash: organizations.secretKeyHash,
    });
  return row;
}
