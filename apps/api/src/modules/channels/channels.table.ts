import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';

export const CHANNEL_TYPES = ['webchat', 'api'] as const;
export const CHANNEL_STATUSES = ['pending', 'connected'] as const;

/**
 * A way customers reach an organization. Deleting a channel that has conversations only sets
 * deleted_at, so its history stays readable.
 */
export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CHANNEL_TYPES }).notNull(),
    name: text('name').notNull(),
    /** Type-specific settings, validated by the contracts schema of the channel type. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: CHANNEL_STATUSES }).notNull().default('pending'),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('channels_organization_idx').on(table.organizationId, table.createdAt),
    uniqueIndex('channels_organization_id_unique').on(table.organizationId, table.id),
    index('channels_live_idx')
      .on(table.organizationId)
      .where(sql`${table.deletedAt} is null`),
  ],
);
