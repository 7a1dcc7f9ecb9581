import {
  dataEnvelope,
  errorResponses,
  onlineMemberSchema,
  onlineMembersQuerySchema,
} from '@charla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { requireAuth } from '../../platform/auth/auth-hook.js';
import { listOnlineMembers } from '../../platform/realtime/online-members.js';

/** Who of the organization is online right now (a socket open on any instance). */
export const membersPresenceRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organization/user/online',
      {
        schema: {
          tags: ['organization'],
          security: [{ bearer: [] }],
          summary: 'Online members of the organization, optionally only those who may see a channel',
          querystring: onlineMembersQuerySchema,
          response: { 200: dataEnvelope(z.array(onlineMemberSchema)), ...errorResponses(401, 403, 404, 422) },
        },
        config: { auth: 'session' },
      },
      async (request) => ({
        data: await listOnlineMembers(deps, {
          organizationId: requireAuth(request).organizationId,
          channelOid: request.query.channelOid,
        }),
      }),
    );
  };
