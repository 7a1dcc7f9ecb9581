import {
  channelConnectionSchema,
  channelParamsSchema,
  channelSchema,
  createChannelBodySchema,
  dataEnvelope,
  errorResponses,
  patchChannelBodySchema,
} from '@charla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { requireAuth } from '../../platform/auth/auth-hook.js';
import {
  connectChannel,
  createChannel,
  deleteChannel,
  getChannel,
  listChannels,
  updateChannel,
} from './channels.service.js';

const tags = ['channel'];
const security = [{ bearer: [] }];
const admins = { auth: 'session', roles: ['OWNER', 'ADMIN'] } as const;

/** Channels (spec §7 Channel): every member reads the ones it may see; ADMIN/OWNER manage them. */
export const channelsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/channel',
      {
        schema: {
          tags,
          security,
          summary: 'Create a channel; it stays pending until connected',
          body: createChannelBodySchema,
          response: { 201: dataEnvelope(channelSchema), ...errorResponses(401, 403, 422) },
        },
        config: admins,
      },
      async (request, reply) => {
        const channel = await createChannel(deps, {
          organizationId: requireAuth(request).organizationId,
          body: request.body,
        });
        return reply.code(201).send({ data: channel });
      },
    );

    app.get(
      '/channel',
      {
        schema: {
          tags,
          security,
          summary: 'Live channels the caller may see (a USER only those in its list)',
          response: { 200: dataEnvelope(z.array(channelSchema)), ...errorResponses(401) },
        },
        config: { auth: 'session' },
      },
      async (request) => ({ data: await listChannels(deps, requireAuth(request)) }),
    );

    app.get(
      '/channel/:channelOid',
      {
        schema: {
          tags,
          security,
          summary: 'One channel; 404 when deleted, foreign or outside a USER’s list',
          params: channelParamsSchema,
          response: { 200: dataEnvelope(channelSchema), ...errorResponses(401, 404) },
        },
        config: { auth: 'session' },
      },
      async (request) => ({
        data: await getChannel(deps, requireAuth(request), { channelId: request.params.channelOid }),
      }),
    );

    app.patch(
      '/channel/:channelOid',
      {
        schema: {
          tags,
          security,
          summary: 'Rename a channel or replace its settings (which must fit its type)',
          params: channelParamsSchema,
          body: patchChannelBodySchema,
          response: { 200: dataEnvelope(channelSchema), ...errorResponses(401, 403, 404, 422) },
        },
        config: admins,
      },
      async (request) => ({
        data: await updateChannel(deps, {
          organizationId: requireAuth(request).organizationId,
          channelId: request.params.channelOid,
          body: request.body,
        }),
      }),
    );

    app.delete(
      '/channel/:channelOid',
      {
        schema: {
          tags,
          security,
          summary: 'Delete a channel; its conversations stay readable in the history',
          params: channelParamsSchema,
          response: { 200: dataEnvelope(z.null()), ...errorResponses(401, 403, 404) },
        },
        config: admins,
      },
      async (request) => {
        await deleteChannel(deps, {
          organizationId: requireAuth(request).organizationId,
          channelId: request.params.channelOid,
        });
        return { data: null };
      },
    );

    app.post(
      '/channel/:channelOid/connect',
      {
        schema: {
          tags,
          security,
          summary:
            'Connect a channel: the embed snippet of a web chat, or a signed test event to an api webhook',
          description:
            'An api channel posts {event: "channel.test", channelOid, timestamp} to its webhook URL with ' +
            'x-charla-timestamp and x-charla-signature: sha256=<hex HMAC-SHA256(secret key, timestamp.body)>; ' +
            'anything but a 2xx within 5 s answers 400 channels.webhook_failed and the channel stays pending.',
          params: channelParamsSchema,
          response: { 200: dataEnvelope(channelConnectionSchema), ...errorResponses(400, 401, 403, 404) },
        },
        config: admins,
      },
      async (request) => ({
        data: await connectChannel(deps, {
          organizationId: requireAuth(request).organizationId,
          channelId: request.params.channelOid,
        }),
      }),
    );
  };
