import {
  assignConversationBodySchema,
  closeConversationBodySchema,
  conversationPageSchema,
  conversationHistoryFiltersSchema,
  conversationParamsSchema,
  conversationSchema,
  dataEnvelope,
  errorResponses,
  interactionPageSchema,
  interactionSchema,
  interactionsQuerySchema,
  listAllConversationsQuerySchema,
  listConversationsQuerySchema,
  messageOutBodySchema,
  okSchema,
} from '@charla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import type { AppDeps } from '../../app.js';
import { requireAuth } from '../../platform/auth/auth-hook.js';
import { exportConversations, listAllConversations } from './conversations.history.js';
import { sendAgentMessage } from './conversations.messages.js';
import {
  assignConversation,
  closeConversation,
  getConversation,
  listConversations,
  listInteractions,
  markRead,
  reopenConversation,
} from './conversations.service.js';

const security = [{ bearer: [] }];

/** The agents' side of conversations (spec §7 Conversation, Messages). */
export const conversationsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['conversation'];

    app.get(
      '/conversation',
      {
        schema: {
          tags,
          security,
          summary: 'The inbox: open conversations the caller may see, newest activity first',
          querystring: listConversationsQuerySchema,
          response: { 200: dataEnvelope(conversationPageSchema), ...errorResponses(400, 401, 403, 422) },
        },
        config: { auth: 'session' },
      },
      async (request) => ({ data: await listConversations(deps, requireAuth(request), request.query) }),
    );

    app.get(
      '/conversation/all',
      {
        schema: {
          tags,
          security,
          summary: 'History: conversations of every status the caller may see, by creation date range',
          querystring: listAllConversationsQuerySchema,
          response: { 200: dataEnvelope(conversationPageSchema), ...errorResponses(400, 401, 403, 422) },
        },
        config: { auth: 'session' },
      },
      async (request) => ({ data: await listAllConversations(deps, requireAuth(request), request.query) }),
    );

    app.get(
      '/conversation/export',
      {
        schema: {
          tags,
          security,
          summary: 'The history with the same filters as CSV, streamed',
          querystring: conversationHistoryFiltersSchema,
          description: 'Answers text/csv (RFC 4180, UTF-8); errors answer the usual JSON envelope.',
        },
        config: { auth: 'session' },
      },
      async (request, reply) => {
        const lines = await exportConversations(deps, requireAuth(request), request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="conversations.csv"')
          .send(Readable.from(lines));
      },
    );

    app.get(
      '/conversation/:conversationOid',
      {
        schema: {
          tags,
          security,
          summary: 'One conversation',
          params: conversationParamsSchema,
          response: { 200: dataEnvelope(conversationSchema), ...errorResponses(401, 403, 404, 422) },
        },
        config: { auth: 'session' },
      },
      async (request) => ({
        data: await getConversation(deps, requireAuth(request), request.params.conversationOid),
      }),
    );

    app.post(
      '/conversation/:conversationOid/assign',
      {
        schema: {
          tags,
          security,
          summary: 'Assign to a member with access to the channel (active), or to nobody (new)',
          params: conversationParamsSchema,
          body: assignConversationBodySchema,
          response: { 200: dataEnvelope(conversationSchema), ...errorResponses(401, 403, 404, 422) },
        },
        config: { auth: 'session' },
      },
      async (request) => ({
        data: await assignConversation(deps, requireAuth(request), {
          conversationId: request.params.conversationOid,
          body: request.body,
        }),
      }),
    );

    app.post(
      '/conversation/:conversationOid/reopen',
      {
        schema: {
          tags,
          security,
          summary: 'Reopen a closed conversation, assigned to the calling agent (active)',
          params: conversationParamsSchema,
          response: { 200: dataEnvelope(conversationSchema), ...errorResponses(401, 403, 404, 422) },
        },
        config: { auth: 'session' },
      },
      async (request) => ({
        data: await reopenConversation(deps, requireAuth(request), {
          conversationId: request.params.conversationOid,
        }),
      }),
    );

    app.get(
      '/conversation/:conversationOid/interactions',
      {
        schema: {
          tags,
          security,
          summary: 'Messages, notes and events of a conversation, newest first',
          params: conversationParamsSchema,
          querystring: interactionsQuerySchema,
          response: { 200: dataEnvelope(interactionPageSchema), ...errorResponses(400, 401, 403, 404, 422) },
        },
        config: { auth: 'session' },
      },
      async (request) => ({
        data: await listInteractions(deps, requireAuth(request), {
          conversationId: request.params.conversationOid,
          query: request.query,
        }),
      }),
    );

    app.post(
      '/conversation/:conversationOid/read',
      {
        schema: {
          tags,
          security,
          summary: 'Mark the conversation read by the calling agent',
          params: conversationParamsSchema,
          response: { 200: dataEnvelope(okSchema), ...errorResponses(401, 403, 404, 422) },
        },
        config: { auth: 'session' },
      },
      async (request) => ({
        data: await markRead(deps, requireAuth(request), { conversationId: request.params.conversationOid }),
      }),
    );

    app.post(
      '/message/message-out',
      {
        schema: {
          tags: ['message'],
          security,
          summary: 'Reply to the customer, or with private an internal note for agents',
          body: messageOutBodySchema,
          response: { 201: dataEnvelope(interactionSchema), ...errorResponses(401, 403, 404, 409, 422) },
        },
        config: { auth: 'session' },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await sendAgentMessage(deps, requireAuth(request), request.body) }),
    );

    app.post(
      '/message/close',
      {
        schema: {
          tags: ['message'],
          security,
          summary: 'Close a conversation; the next customer message reopens it as new',
          body: closeConversationBodySchema,
          response: { 200: dataEnvelope(conversationSchema), ...errorResponses(401, 403, 404, 422) },
        },
        config: { auth: 'session' },
      },
      async (request) => ({
        data: await closeConversation(deps, requireAuth(request), {
          conversationId: request.body.conversationOid,
        }),
      }),
    );
  };
