import { bearer, signUp } from './accounts.js';
import { createContact, newConversation } from './conversations-fixtures.js';
import type { TestApp } from './helpers.js';
import { multipartBody } from './multipart.js';

/** Organization A, where fixtures create resources, and the ids created so far for this route. */
export type TenantContext = {
  app: TestApp;
  token: string;
  organizationOid: string;
  ids: Record<string, string>;
};

/** Creates a resource in organization A and answers the id its route parameter takes. */
export type TenantFixture = (context: TenantContext) => Promise<string>;

/**
 * One fixture per route parameter name. Every route with an id parameter needs one here, or the
 * tenant-isolation test fails: add the fixture together with the route. Fixtures run in the order
 * of the parameters in the path, so a later one can use `ids` of an earlier one (e.g. a trigger of
 * `ids.channelOid`).
 */
export const TENANT_FIXTURES: Record<string, TenantFixture> = {
  attachmentOid: async ({ app, token }) => {
    const upload = multipartBody([{ filename: 'pixel.png', content: PNG_1X1, type: 'image/png' }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/attachment/file',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(token) },
    });
    if (response.statusCode !== 201) throw new Error(`attachment upload failed: ${response.body}`);
    return response.json<{ data: { _id: string } }>().data._id;
  },
  channelOid: async ({ app, token }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/channel',
      headers: bearer(token),
      payload: { type: 'webchat', name: 'Web', settings: WEBCHAT_SETTINGS },
    });
    if (response.statusCode !== 201) throw new Error(`channel create failed: ${response.body}`);
    return response.json<{ data: { _id: string } }>().data._id;
  },
  conversationOid: async (context) => {
    const channelId = await TENANT_FIXTURES.channelOid!(context);
    return newConversation(context.app, context.organizationOid, channelId);
  },
  contactOid: ({ app, organizationOid }) => createContact(app, organizationOid),
  _id: (context) => memberOfA(context),
  userOid: (context) => memberOfA(context),
};

const WEBCHAT_SETTINGS = {
  title: 'Hola',
  welcomeMessage: '¿En qué podemos ayudarte?',
  color: '#1c7ed6',
  allowedDomains: [],
  identityVerificationRequired: false,
};

/** Signs another account up and adds it to organization A at once; answers its user id. */
async function memberOfA({ app, token }: TenantContext): Promise<string> {
  const { email } = await signUp(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/organization/user/assign',
    headers: bearer(token),
    payload: { name: 'Member', email },
  });
  if (response.statusCode !== 201) throw new Error(`assign failed: ${response.body}`);
  return response.json<{ data: { _id: string } }>().data._id;
}

/**
 * A minimal valid body for routes that take one (`METHOD path`), so the request reaches the handler
 * instead of stopping at validation. Routes not listed send `{}`.
 */
export const ROUTE_BODIES: Record<string, (context: TenantContext) => unknown> = {
  'PATCH /api/v1/organization/user/:_id': () => ({ primary: true }),
  'PATCH /api/v1/channel/:channelOid': () => ({ name: 'Web renamed' }),
  'POST /api/v1/conversation/:conversationOid/assign': () => ({ userOid: null }),
  'PATCH /api/v1/contact/:contactOid': () => ({ name: 'Renamed' }),
};

/** Routes with an id parameter that exist today; the harness fails if it sees fewer, so it never tests nothing. */
export const KNOWN_ID_ROUTES = [
  'GET /api/v1/attachment/file/:attachmentOid',
  'PATCH /api/v1/organization/user/:_id',
  'DELETE /api/v1/organization/user/:userOid',
  'GET /api/v1/channel/:channelOid',
  'PATCH /api/v1/channel/:channelOid',
  'DELETE /api/v1/channel/:channelOid',
  'POST /api/v1/channel/:channelOid/connect',
  'GET /api/v1/conversation/:conversationOid',
  'POST /api/v1/conversation/:conversationOid/assign',
  'GET /api/v1/conversation/:conversationOid/interactions',
  'POST /api/v1/conversation/:conversationOid/read',
  'GET /api/v1/contact/:contactOid',
  'PATCH /api/v1/contact/:contactOid',
];

/**
 * Routes keyed by a secret token rather than an id: the token itself names its organization, and
 * anyone holding it may use it (its own tests cover unknown, used and expired tokens and the email
 * check), so "another organization's id answers 404" does not apply to them.
 */
export const TOKEN_KEYED_ROUTES = ['GET /api/v1/invitation/:token', 'POST /api/v1/invitation/:token/accept'];

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
