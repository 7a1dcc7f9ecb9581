import type { Interaction } from '@charla/contracts';
import { randomUUID } from 'node:crypto';
import { contacts } from '../src/modules/contacts/contacts.table.js';
import { storeInboundMessage } from '../src/modules/conversations/conversations.messages.js';
import { bearer } from './accounts.js';
import type { TestApp } from './helpers.js';

/** A webchat channel created through the channels API; answers its id. */
export async function createChannel(app: TestApp, token: string, name = 'Web') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/channel',
    headers: bearer(token),
    payload: {
      type: 'webchat',
      name,
      settings: {
        title: name,
        welcomeMessage: '',
        color: '#1c7ed6',
        allowedDomains: [],
        identityVerificationRequired: false,
      },
    },
  });
  if (response.statusCode !== 201) throw new Error(`channel create failed: ${response.body}`);
  return response.json<{ data: { _id: string } }>().data._id;
}

/** Contacts get their routes with the client API; until then they are written straight into their table. */
export async function createContact(app: TestApp, organizationId: string, name = 'Cliente') {
  const [row] = await app.deps.database.db
    .insert(contacts)
    .values({ organizationId, name, email: `${randomUUID().slice(0, 8)}@cliente.test` })
    .returning({ id: contacts.id });
  return row!.id;
}

/** A customer writes: what the client API will do. */
export const inbound = (
  app: TestApp,
  input: { organizationId: string; channelId: string; contactId: string; text?: string; clientId?: string },
) => storeInboundMessage(app.deps, { text: 'Hola', ...input });

/** A new contact writes on the channel; answers the new conversation's id. */
export async function newConversation(
  app: TestApp,
  organizationId: string,
  channelId: string,
  text = 'Hola',
) {
  const contactId = await createContact(app, organizationId);
  return (await inbound(app, { organizationId, channelId, contactId, text })).conversationId;
}

export const api = (app: TestApp, token: string) => ({
  get: (url: string) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) }),
  post: (url: string, payload: object = {}) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload }),
});

export type Page<T> = { items: T[]; nextCursor: string | null };
export const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
export type { Interaction };
