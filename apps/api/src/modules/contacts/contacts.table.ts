import {
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { channels } from '../channels/channels.table.js';
import { organizations } from '../organizations/organizations.table.js';

/** A customer of an organization; reached through one or more channel identities. */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    /** The customer's own id for this person (client API `identifier`). */
    identifier: text('identifier'),
    /** True once the identifier came with a valid HMAC, so the same person is recognised across devices. */
    isVerified: boolean('is_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('contacts_organization_id_unique').on(table.organizationId, table.id),
    index('contacts_organization_identifier_idx').on(table.organizationId, table.identifier),
  ],
);

/** One identity of a contact on a channel (a visitor id, a phone number on WhatsApp, …). */
export const contactChannels = pgTable(
  'contact_channels',
  {
    organizationId: uuid('organization_id').notNull(),
    contactId: uuid('contact_id').notNull(),
    channelId: uuid('channel_id').notNull(),
    externalId: text('external_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.channelId, table.externalId] }),
    index('contact_channels_contact_idx').on(table.contactId),
    // Composite keys keep an identity inside its organization: a foreign contact or channel cannot match.
    foreignKey({
      columns: [table.organizationId, table.contactId],
      foreignColumns: [contacts.organizationId, contacts.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.organizationId, table.channelId],
      foreignColumns: [channels.organizationId, channels.id],
    }).onDelete('cascade'),
  ],
);

export type ContactRow = typeof contacts.$inferSelect;
