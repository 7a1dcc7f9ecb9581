import {
  createOrganizationBodySchema,
  dataEnvelope,
  errorResponses,
  organizationListEntrySchema,
  organizationLoginBodySchema,
  organizationSchema,
  userSchema,
} from '@charla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { requireAuth, requireMember } from '../../platform/auth/auth-hook.js';
import { requestLanguage } from '../../platform/language.js';
import { clientInfo } from '../../platform/auth/client-info.js';
import { switchOrganization } from '../auth/auth.service.js';
import { createOrganization, getOrganization, listOrganizationsOfUser } from './organizations.service.js';

const tags = ['organization'];
const security = [{ bearer: [] }];

/** The organizations of the user: list, switch, create, and the current one. */
export const organizationsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organization/all',
      {
        schema: {
          tags,
          security,
          summary: "The user's organizations with the user's role in each",
          response: { 200: dataEnvelope(z.array(organizationListEntrySchema)), ...errorResponses(401, 403) },
        },
        config: { auth: 'user' },
      },
      async (request) => ({ data: await listOrganizationsOfUser(deps, requireMember(request)) }),
    );

    app.post(
      '/organization/login',
      {
        schema: {
          tags,
          security,
          summary: 'Switch organization: a new token bound to it, the current one revoked',
          body: organizationLoginBodySchema,
          response: { 200: dataEnvelope(userSchema), ...errorResponses(401, 403, 404, 422) },
        },
        config: { auth: 'user' },
      },
      async (request) => ({
        data: await switchOrganization(deps, requireMember(request), {
          organizationOid: request.body.organizationOid,
          client: clientInfo(request),
        }),
      }),
    );

    app.post(
      '/organization',
      {
        schema: {
          tags,
          security,
          summary: 'Create another organization; the user becomes its owner',
          body: createOrganizationBodySchema,
          response: { 201: dataEnvelope(organizationListEntrySchema), ...errorResponses(401, 403, 422) },
        },
        config: { auth: 'user' },
      },
      async (request, reply) => {
        const entry = await createOrganization(deps, {
          name: request.body.name,
          ownerUserId: requireMember(request).userId,
          locale: requestLanguage(request),
        });
        return reply.status(201).send({ data: entry });
      },
    );

    app.get(
      '/organization',
      {
        schema: {
          tags,
          security,
          summary: 'The current organization',
          response: { 200: dataEnvelope(organizationSchema), ...errorResponses(401, 404) },
        },
        config: { auth: 'session' },
      },
      async (request) => ({ data: await getOrganization(deps, requireAuth(request)) }),
    );
  };
