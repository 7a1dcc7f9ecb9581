import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.js';
import { organizations, storageLocations } from '../organizations/organizations.table.js';

/** Metadata of uploaded files; the bytes live in the storage driver under `storage_key`. */
export const attachments = pgTable(
  'attachments',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    /** The uploader's filename, sanitised; shown to people and used in Content-Disposition. */
    name: text('name').notNull(),
    /** Detected from the bytes at upload, never taken from the client. */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** The organization's bucket the file was written to; null for the instance's storage. */
    storageLocationId: uuid('storage_location_id').references(() => storageLocations.id),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The visitor (contact) who uploaded it through the client API; only that visitor may send it. */
    createdByContact: uuid('created_by_contact'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    // Signed /files/ links carry only the attachment id.
    index('attachments_id_idx').on(table.id),
  ],
);

export type AttachmentRow = typeof attachments.$inferSelect;
