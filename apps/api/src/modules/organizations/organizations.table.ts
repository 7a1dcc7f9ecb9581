import {
  type AnyPgColumn,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WeeklySchedule } from '@charla/contracts';
import { users } from '../auth/auth.table.js';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email'),
    imageUrl: text('image_url'),
    description: text('description'),
    locale: text('locale').notNull().default('es'),
    timezoneName: text('timezone_name').notNull().default('UTC'),
    timezoneUtc: text('timezone_utc').notNull().default('+00:00'),
    timezoneHourOffset: real('timezone_hour_offset').notNull().default(0),
    scheduleEnabled: boolean('schedule_enabled').notNull().default(false),
    schedule: jsonb('schedule').$type<WeeklySchedule>(),
    scheduleOutOfHoursMessage: text('schedule_out_of_hours_message'),
    /** The organization's own bucket for new files; null uses the instance's storage. */
    storageLocationId: uuid('storage_location_id').references((): AnyPgColumn => storageLocations.id, {
      onDelete: 'set null',
    }),
    /** pk_… is public by design (widget embeds it). */
    publicKey: text('public_key').notNull(),
    /** sk_… encrypted with SECRETS_KEY (AES-256-GCM): the owner can read it back, the database cannot leak it. */
    secretKeyEncrypted: text('secret_key_encrypted').notNull(),
    /** SHA-256 of the secret key, to authenticate server-to-server calls without decrypting. */
    secretKeyHash: text('secret_key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('organizations_public_key_unique').on(table.publicKey),
    uniqueIndex('organizations_secret_key_hash_unique').on(table.secretKeyHash),
  ],
);

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['OWNER', 'ADMIN', 'USER'] })
      .notNull()
      .default('USER'),
    primary: boolean('primary').notNull().default(false),
    /** Channel ids a USER may see; empty means none. ADMIN and OWNER see all. */
    channels: jsonb('channels').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    index('organization_members_user_idx').on(table.userId),
  ],
);

/**
 * S3-compatible buckets an organization has used. A row outlives the organization moving to another
 * bucket or back to the instance's storage, because attachments keep pointing at where they were
 * written. Saving new credentials for the same endpoint and bucket updates its row in place.
 */
export const storageLocations = pgTable(
  'storage_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Null for AWS S3 itself. */
    endpoint: text('endpoint'),
    region: text('region').notNull(),
    bucketName: text('bucket_name').notNull(),
    accessKeyId: text('access_key_id').notNull(),
    /** AES-256-GCM under SECRETS_KEY; never returned by the API. */
    secretAccessKeyEncrypted: text('secret_access_key_encrypted').notNull(),
    domainUrl: text('domain_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('storage_locations_organization_idx').on(table.organizationId)],
);
