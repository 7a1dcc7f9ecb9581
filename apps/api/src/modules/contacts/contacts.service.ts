import type { Contact, Conversation, PatchContactBody } from '@charla/contracts';
import type { AppDeps } from '../../app.js';
import type { RequestAuth } from '../../platform/route-config.js';
import { listAllConversations } from '../conversations/conversations.history.js';
import { contactNotFound } from './contacts.errors.js';
import { findContact, updateContact, type ContactChanges } from './contacts.repository.js';
import type { ContactRow } from './contacts.table.js';

type Deps = Pick<AppDeps, 'database' | 'now' | 'events'>;

/** Enough to cover every conversation one customer has had: a contact rarely has more than a few. */
const CONVERSATIONS_PER_CONTACT = 100;

export function contactEntity(row: ContactRow): Contact {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    identifier: row.identifier,
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The contact's conversations the caller may see, through the conversations module's own access rules. */
async function visibleConversations(deps: Deps, auth: RequestAuth, contactId: string, limit: number) {
  const page = await listAllConversations(deps, auth, { contactOid: contactId, limit });
  return page.items;
}

/**
 * ADMIN, OWNER and the secret key reach every contact of the organization; a USER only those with a
 * conversation on one of its channels. Anything else is the same 404, so ids cannot be probed.
 */
async function reachableContact(deps: Deps, auth: RequestAuth, contactId: string): Promise<ContactRow> {
  const row = await findContact(deps.database.db, { organizationId: auth.organizationId, contactId });
  if (!row) throw contactNotFound();
  if (auth.role === 'USER' && (await visibleConversations(deps, auth, contactId, 1)).length === 0) {
    throw contactNotFound();
  }
  return row;
}

export async function getContact(deps: Deps, auth: RequestAuth, contactId: string): Promise<Contact> {
  return contactEntity(await reachableContact(deps, auth, contactId));
}

/**
 * Changes the fields sent (null clears one), then tells the agents of the contact's open
 * conversations, whose inbox items show its name, email and phone.
 */
export async function patchContact(
  deps: Deps,
  auth: RequestAuth,
  { contactId, body }: { contactId: string; body: PatchContactBody },
): Promise<Contact> {
  const { organizationId } = auth;
  const current = await reachableContact(deps, auth, contactId);
  const changes: ContactChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.email !== undefined) changes.email = body.email;
  if (body.phone !== undefined) changes.phone = body.phone;
  const updated =
    Object.keys(changes).length === 0
      ? current
      : await updateContact(deps.database.db, { organizationId, contactId, changes, now: deps.now() });
  if (!updated) throw contactNotFound();
  if (updated !== current) await announceChange(deps, auth, contactId);
  return contactEntity(updated);
}

/** Every open conversation of the contact, whichever channel: agents of other channels show it too. */
async function announceChange(deps: Deps, auth: RequestAuth, contactId: string) {
  // Listed as an ADMIN would see them: the agents to tell are not only those of the caller's channels.
  const everyChannel: RequestAuth = { ...auth, role: 'ADMIN' };
  const conversations: Conversation[] = await visibleConversations(
    deps,
    everyChannel,
    contactId,
    CONVERSATIONS_PER_CONTACT,
  );
  for (const conversation of conversations.filter((item) => item.status !== 'closed')) {
    deps.events.emit('conversation.updated', {
      organizationId: auth.organizationId,
      conversationId: conversation._id,
      channelId: conversation.channel._id,
    });
  }
}
