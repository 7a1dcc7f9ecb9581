import { apiKeysSchema, dataEnvelope, errorResponses } from '@charla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { requireAuth } from '../../platform/auth/auth-hook.js';
import { getApiKeys, resetPublicKey, resetSecretKey } from './developers.service.js';

const tags = ['developers'];
const security = [{ bearer: [] }];
const admins = { auth: 'session', roles: ['OWNER', 'ADMIN'] } as const;
const response = { 200: dataEnvelope(apiKeysSchema), ...errorResponses(401, 403, 404) };

/** The organization's API keys (spec §7 Developer). ADMIN/OWNER only. */
export const developersRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organization/apikey',
      { schema: { tags, security, summary: 'The public and the secret key', response }, config: admins },
      async (request) => ({
        data: await getApiKeys(deps, { organizationId: requireAuth(request).organizationId }),
      }),
    );

    app.get(
      '/organization/publicKey/reset',
      {
        schema: {
          tags,
          security,
          summary: 'Replace the public key; widgets and apps using the old one stop working at once',
          response,
        },
        config: admins,
      },
      async (request) => ({
        data: await resetPublicKey(deps, { organizationId: requireAuth(request).organizationId }),
      }),
    );

    app.get(
      '/organization/secretKey/reset',
      {
        schema: {
          tags,
          security,
          summary: 'Replace the secret key; calls with the old one answer 401 at once',
          response,
        },
        config: admins,
      },
      async (request) => ({
        data: await resetSecretKey(deps, { organizationId: requireAuth(request).organizationId }),
      }),
    );
  };
