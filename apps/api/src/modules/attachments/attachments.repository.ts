import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { attachments, type AttachmentRow } from './attachments.table.js';

export async function insertAttachment(db: Database, row: AttachmentRow): Promise<AttachmentRow> {
  const [inserted] = await db.insert(attachments).values(row).returning();
  if (!inserted) throw new Error('insert into attachments returned no row');
  return inserted;
}

export async function findAttachment(
  db: Database,
  { organizationId, attachmentId }: { organizationId: string; attachmentId: string },
): Promise<AttachmentRow | null> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.organizationId, organizationId), eq(attachments.id, attachmentId)));
  return row ?? null;
}

/**
 * The one lookup without an organization: it serves signed /files/ links, which carry no
 * organization and whose verified HMAC is the proof of access.
 */
export async function findAttachmentForSignedLink(
  db: Database,
  { attachmentId }: { attachmentId: string },
): Promise<AttachmentRow | null> {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, attachmentId));
  return row ?? null;
}
