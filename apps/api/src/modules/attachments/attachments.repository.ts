import { and, eq, inArray } from 'drizzle-orm';
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

/** Files one visitor (contact) uploaded, by id; other visitors' and agents' files are not returned. */
export async function findContactAttachments(
  db: Database,
  {
    organizationId,
    contactId,
    attachmentIds,
  }: { organizationId: string; contactId: string; attachmentIds: string[] },
): Promise<AttachmentRow[]> {
  if (attachmentIds.length === 0) return [];
  return db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.organizationId, organizationId),
        eq(attachments.createdByContact, contactId),
        inArray(attachments.id, attachmentIds),
      ),
    );
}
