/** Every table of every module, for Drizzle's typed queries and drizzle-kit's migrations. */
export * from '../../modules/auth/auth.table.js';
export * from '../../modules/organizations/organizations.table.js';
export * from '../../modules/attachments/attachments.table.js';
export * from '../../modules/members/members.table.js';
export * from '../../modules/channels/channels.table.js';
export * from '../../modules/contacts/contacts.table.js';
export * from '../../modules/conversations/conversations.table.js';
export * from '../../modules/channels/channels.deliveries.table.js';
