import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.js';
import { organizationMembers, organizations } from '../organizations/organizations.table.js';

/**
 * Invitations to join an organization, by mail or by a shared link. Only the SHA-256 of the token is
 * stored; a token works once (accepted_at) and until expires_at. One pending invitation per email and
 * organization: inviting again replaces it.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Stored trimmed and lower-cased, like users.email. */
    email: text('email').notNull(),
    role: text('role', { enum: ['OWNER', 'ADMIN', 'USER'] })
      .notNull()
      .default('USER'),
    primary: boolean('primary').notNull().default(false),
    name: text('name'),
    lastName: text('last_name'),
    phone: text('phone'),
    message: text('message'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_unique').on(table.tokenHash),
    uniqueIndex('invitations_pending_email_unique')
      .on(table.organizationId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null`),
    index('invitations_organization_idx').on(table.organizationId),
  ],
);

/**
 * The organization's note about a member (spec §3 Organization user `message`): the invitation's text
 * when they joined through one, editable by admins afterwards. Kept beside the membership row, and
 * removed with it.
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    organizationId: uuid('organization_id').notNull(),
    userId: uuid('user_id').notNull(),
    message: text('message').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    foreignKey({
      name: 'member_messages_membership_fk',
      columns: [table.organizationId, table.userId],
      foreignColumns: [organizationMembers.organizationId, organizationMembers.userId],
    }).onDelete('cascade'),
  ],
);
