import {
  conversationParamsSchema,
  dataEnvelope,
  errorResponses,
  interactionPageSchema,
  interactionsQuerySchema,
  PUBLIC_KEY_HEADER,
  visitorChannelQuerySchema,
  visitorChannelSchema,
  visitorChatSchema,
  visitorReadSchema,
  visitorSendMessageBodySchema,
  visitorSentMessageSchema,
  visitorSessionQuerySchema,
  visitorSessionSchema,
} from '@charla/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { requireClient, requireVisitor } from '../../platform/auth/auth-hook.js';
import {
  getVisitorChannel,
  getVisitorChat,
  listVisitorInteractions,
  markVisitorRead,
  sendVisitorMessage,
  startVisitorSession,
} from './developers.client.service.js';

const tags = ['client API'];
const keyOnly = [{ publicKey: [] }];
const visitorSecurity = [{ publicKey: [], bearer: [] }];

const publicKeyOf = (request: FastifyRequest) => String(request.headers[PUBLIC_KEY_HEADER]);

/**
 * The client API (spec §7 Developer, ARCHITECTURE §3): what the widget, the /chat page and customers'
 * own front ends call with the public key and a visitor token. Browsers on any site may call it
 * (CORS below): it carries no cookies, and everything it answers belongs to the visitor.
 */
export const developersClientRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Preflights of the client API and of the visitors' upload route.
    for (const url of ['/developer/*', '/attachment/file']) {
      app.options(
        url,
        { schema: { hide: true }, config: { auth: 'public', rateLimit: false } },
        async (request, reply) =>
          reply
            .header('access-control-allow-origin', '*')
            .header('access-control-allow-methods', 'GET, POST, OPTIONS')
            .header('access-control-allow-headers', `authorization, content-type, ${PUBLIC_KEY_HEADER}`)
            .header('access-control-max-age', '86400')
            .status(204)
            .send(),
      );
    }

    app.get(
      '/developer/channel',
      {
        schema: {
          tags,
          security: keyOnly,
          summary: 'A channel as customers see it (title, colour, welcome message, allowed domains)',
          querystring: visitorChannelQuerySchema,
          response: { 200: dataEnvelope(visitorChannelSchema), ...errorResponses(401, 404, 422) },
        },
        config: { auth: 'client' },
      },
      async (request) => ({
        data: await getVisitorChannel(deps, {
          publicKey: publicKeyOf(request),
          channelId: request.query.channelOid,
        }),
      }),
    );

    app.get(
      '/developer/session',
      {
        schema: {
          tags,
          security: keyOnly,
          summary:
            'Create a visitor, or resume one (Bearer visitor token, or a verified identifier + identifierHash)',
          querystring: visitorSessionQuerySchema,
          response: { 200: dataEnvelope(visitorSessionSchema), ...errorResponses(401, 404, 422, 429) },
        },
        config: { auth: 'client' },
      },
      async (request) => ({
        data: await startVisitorSession(deps, {
          publicKey: publicKeyOf(request),
          client: requireClient(request),
          query: request.query,
          ip: request.ip,
        }),
      }),
    );

    app.get(
      '/developer/conversation/chat',
      {
        schema: {
          tags,
          security: visitorSecurity,
          summary: "The visitor's current conversation with its newest messages, or null",
          querystring: interactionsQuerySchema,
          response: { 200: dataEnvelope(visitorChatSchema), ...errorResponses(400, 401, 404, 422) },
        },
        config: { auth: 'visitor' },
      },
      async (request) => ({ data: await getVisitorChat(deps, requireVisitor(request), request.query) }),
    );

    app.get(
      '/developer/conversation/:conversationOid/interactions',
      {
        schema: {
          tags,
          security: visitorSecurity,
          summary: "Messages of the visitor's own conversation, newest first (internal notes never)",
          params: conversationParamsSchema,
          querystring: interactionsQuerySchema,
          response: { 200: dataEnvelope(interactionPageSchema), ...errorResponses(400, 401, 404, 422) },
        },
        config: { auth: 'visitor' },
      },
      async (request) => ({
        data: await listVisitorInteractions(deps, requireVisitor(request), {
          conversationId: request.params.conversationOid,
          query: request.query,
        }),
      }),
    );

    app.post(
      '/developer/sendMessage',
      {
        schema: {
          tags,
          security: visitorSecurity,
          summary: 'Send a customer message; the same clientId twice stores one message',
          body: visitorSendMessageBodySchema,
          response: { 201: dataEnvelope(visitorSentMessageSchema), ...errorResponses(401, 404, 422, 429) },
        },
        config: { auth: 'visitor' },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await sendVisitorMessage(deps, requireVisitor(request), {
            body: request.body,
            ip: request.ip,
          }),
        }),
    );

    app.post(
      '/developer/conversation/:conversationOid/read',
      {
        schema: {
          tags,
          security: visitorSecurity,
          summary: "Mark the agents' messages read by the customer",
          params: conversationParamsSchema,
          response: { 200: dataEnvelope(visitorReadSchema), ...errorResponses(401, 404, 422) },
        },
        config: { auth: 'visitor' },
      },
      async (request) => ({
        data: await markVisitorRead(deps, requireVisitor(request), {
          conversationId: request.params.conversationOid,
        }),
      }),
    );
  };
