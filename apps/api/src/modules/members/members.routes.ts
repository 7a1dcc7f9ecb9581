import {
  assignMemberBodySchema,
  dataEnvelope,
  errorResponses,
  invitationParamsSchema,
  invitationPreviewSchema,
  inviteLinkBodySchema,
  inviteLinkSchema,
  listMembersQuerySchema,
  memberParamsSchema,
  memberRemoveParamsSchema,
  okSchema,
  organizationUserSchema,
  patchMemberBodySchema,
  userSchema,
} from '@charla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { requireAuth, requireMember } from '../../platform/auth/auth-hook.js';
import { clientInfo } from '../../platform/auth/client-info.js';
import { acceptInvitation, createInviteLink, previewInvitation } from './members.invitations.js';
import { assignMember, listMembers, removeMember, updateMember } from './members.service.js';

const tags = ['organization'];
const security = [{ bearer: [] }];
const managers = ['OWNER', 'ADMIN'] as const;
/** Invitation tokens are unguessable; this only keeps anyone from trying at volume. */
const INVITATION_LOOKUPS_PER_MINUTE = 30;

/** Members of the current organization and invitations to join it (spec §7 Organization). */
export const membersRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organization/user',
      {
        schema: {
          tags,
          security,
          summary: 'Members of the organization, then pending invitations (status invited)',
          querystring: listMembersQuerySchema,
          response: { 200: dataEnvelope(z.array(organizationUserSchema)), ...errorResponses(401, 403, 422) },
        },
        config: { auth: 'session' },
      },
      async (request) => ({ data: await listMembers(deps, requireAuth(request), request.query) }),
    );

    app.post(
      '/organization/user/assign',
      {
        schema: {
          tags,
          security,
          summary: 'Add an existing account at once, or invite a new email by mail (ADMIN/OWNER)',
          body: assignMemberBodySchema,
          response: { 201: dataEnvelope(organizationUserSchema), ...errorResponses(401, 403, 409, 422) },
        },
        config: { auth: 'session', roles: managers },
      },
      async (request, reply) => {
        const member = await assignMember(deps, requireAuth(request), {
          body: request.body,
          log: request.log,
        });
        return reply.status(201).send({ data: member });
      },
    );

    app.patch(
      '/organization/user/:_id',
      {
        schema: {
          tags,
          security,
          summary: "Change a member's role, primary, channels or message, or edit a pending invitation",
          params: memberParamsSchema,
          body: patchMemberBodySchema,
          response: { 200: dataEnvelope(organizationUserSchema), ...errorResponses(401, 403, 404, 409, 422) },
        },
        config: { auth: 'session', roles: managers },
      },
      async (request) => ({
        data: await updateMember(deps, requireAuth(request), {
          targetId: request.params._id,
          body: request.body,
        }),
      }),
    );

    app.delete(
      '/organization/user/:userOid',
      {
        schema: {
          tags,
          security,
          summary: 'Remove a member and end their sessions here, or withdraw an invitation; anyone may leave',
          params: memberRemoveParamsSchema,
          response: { 200: dataEnvelope(okSchema), ...errorResponses(401, 403, 404, 409) },
        },
        // Not limited to managers: a USER may remove themselves; the service checks the rest.
        config: { auth: 'session' },
      },
      async (request) => {
        await removeMember(deps, requireAuth(request), { targetId: request.params.userOid });
        return { data: { ok: true as const } };
      },
    );

    app.post(
      '/organization/user/invitelink',
      {
        schema: {
          tags,
          security,
          summary:
            'A single-use link, valid seven days, that adds the email with a preset role (ADMIN/OWNER)',
          body: inviteLinkBodySchema,
          response: { 201: dataEnvelope(inviteLinkSchema), ...errorResponses(401, 403, 409, 422) },
        },
        config: { auth: 'session', roles: managers },
      },
      async (request, reply) => {
        const link = await createInviteLink(deps, requireAuth(request), request.body);
        return reply.status(201).send({ data: link });
      },
    );

    app.get(
      '/invitation/:token',
      {
        schema: {
          tags,
          summary: 'What an invitation offers; 404 when unknown, used or expired',
          params: invitationParamsSchema,
          response: { 200: dataEnvelope(invitationPreviewSchema), ...errorResponses(404, 422, 429) },
        },
        config: {
          auth: 'public',
          rateLimit: { max: INVITATION_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' },
        },
      },
      async (request) => ({ data: await previewInvitation(deps, request.params) }),
    );

    app.post(
      '/invitation/:token/accept',
      {
        schema: {
          tags,
          security,
          summary:
            'Join with the logged-in account (its email must be the invited one); answers a token for the organization',
          params: invitationParamsSchema,
          response: { 200: dataEnvelope(userSchema), ...errorResponses(401, 403, 404, 422, 429) },
        },
        config: {
          auth: 'user',
          rateLimit: { max: INVITATION_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' },
        },
      },
      async (request) => ({
        data: await acceptInvitation(deps, requireMember(request), {
          token: request.params.token,
          client: clientInfo(request),
        }),
      }),
    );
  };
