import {
  contactParamsSchema,
  contactSchema,
  dataEnvelope,
  errorResponses,
  patchContactBodySchema,
} from '@charla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { requireAuth } from '../../platform/auth/auth-hook.js';
import { getContact, patchContact } from './contacts.service.js';

const tags = ['contact'];
const security = [{ bearer: [] }];

/** Contacts (spec §7 Contact): every member reads and edits the customers of the channels it sees. */
export const contactsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/contact/:contactOid',
      {
        schema: {
          tags,
          security,
          summary: 'One contact; a USER only reaches those with a conversation on its channels',
          params: contactParamsSchema,
          response: { 200: dataEnvelope(contactSchema), ...errorResponses(401, 404, 422) },
        },
        config: { auth: 'session' },
      },
      async (request) => ({
        data: await getContact(deps, requireAuth(request), request.params.contactOid),
      }),
    );

    app.patch(
      '/contact/:contactOid',
      {
        schema: {
          tags,
          security,
          summary: 'Change the name, email or phone of a contact; null clears a field',
          params: contactParamsSchema,
          body: patchContactBodySchema,
          response: { 200: dataEnvelope(contactSchema), ...errorResponses(401, 404, 422) },
        },
        config: { auth: 'session' },
      },
      async (request) => ({
        data: await patchContact(deps, requireAuth(request), {
          contactId: request.params.contactOid,
          body: request.body,
        }),
      }),
    );
  };
