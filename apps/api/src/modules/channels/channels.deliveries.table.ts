import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';
import { channels } from './channels.table.js';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/**
 * One row per attempt at posting an event to an api channel's webhook URL; the attempts of one event
 * share `delivery_id`. `pending` while the request is in flight, then `delivered` (2xx) or `failed`,
 * with `next_attempt_at` set when another attempt is scheduled.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id').notNull(),
    channelId: uuid('channel_id').notNull(),
    event: text('event').notNull(),
    url: text('url').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** 1 for the first try. */
    attempt: integer('attempt').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    httpStatus: integer('http_status'),
    /** Why the attempt failed: `HTTP 500`, `timeout after 10 s`, `ECONNREFUSED`, … */
    error: text('error'),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_organization_id_unique').on(table.organizationId, table.id),
    index('webhook_deliveries_channel_idx').on(table.organizationId, table.channelId, table.createdAt),
    index('webhook_deliveries_delivery_idx').on(table.organizationId, table.deliveryId, table.attempt),
    // A composite key keeps the row inside its organization: a foreign channel cannot match.
    foreignKey({
      columns: [table.organizationId, table.channelId],
      foreignColumns: [channels.organizationId, channels.id],
    }).onDelete('cascade'),
  ],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
