import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  attachmentParamsSchema,
  attachmentSchema,
  dataEnvelope,
  errorEnvelopeSchema,
  signedFileParamsSchema,
  signedFileQuerySchema,
} from '@charla/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { unauthorized } from '../../platform/errors.js';
import { fileRequired, fileTooLarge } from './attachments.errors.js';
import { getAttachment, openSignedFile, uploadAttachment } from './attachments.service.js';

/** /api/v1/attachment/…: upload and look up files of the caller's organization. */
export const attachmentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: deps.config.ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });

    app.post(
      '/attachment/file',
      {
        schema: {
          tags: ['attachments'],
          summary:
            'Upload a file (multipart/form-data, field `file`); visitors send x-public-key and their visitor token',
          consumes: ['multipart/form-data'],
          security: [{ bearer: [] }],
          response: {
            201: dataEnvelope(attachmentSchema),
            413: errorEnvelopeSchema,
            415: errorEnvelopeSchema,
          },
        },
        config: { auth: 'session', visitors: true },
      },
      async (request, reply) => {
        // Agents upload with their session; widget visitors with public key + visitor token.
        const visitor = request.client?.visitor ?? null;
        const { organizationId, userId } = visitor
          ? { organizationId: visitor.organizationId, userId: null }
          : requireAuth(request);
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw fileRequired();
        const attachment = await uploadAttachment(deps, {
          organizationId,
          userId,
          contactId: visitor?.contactId ?? null,
          filename: part.filename,
          content: checkedContent(part, deps.config.ATTACHMENT_MAX_BYTES),
        });
        return reply.status(201).send({ data: attachment });
      },
    );

    app.get(
      '/attachment/file/:attachmentOid',
      {
        schema: {
          tags: ['attachments'],
          summary: 'An attachment with a fresh signed link',
          security: [{ bearer: [] }],
          params: attachmentParamsSchema,
          response: { 200: dataEnvelope(attachmentSchema), 404: errorEnvelopeSchema },
        },
        config: { auth: 'session' },
      },
      async (request) => {
        const { organizationId } = requireAuth(request);
        const attachment = await getAttachment(deps, {
          organizationId,
          attachmentId: request.params.attachmentOid,
        });
        return { data: attachment };
      },
    );
  };

/** /files/<attachmentId>?exp=&sig=: the bytes behind a signed link, for <img> tags and downloads. */
export const fileRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/files/:attachmentId',
      {
        schema: {
          tags: ['attachments'],
          summary: 'Download a file through a signed link',
          description: 'Answers the bytes; 403 for a missing, wrong or expired signature, 404 when gone.',
          params: signedFileParamsSchema,
          querystring: signedFileQuerySchema,
        },
        config: { auth: 'public' },
      },
      async (request, reply) => {
        const { body, headers } = await openSignedFile(deps, {
          attachmentId: request.params.attachmentId,
          ...request.query,
        });
        return reply.headers(headers).send(body);
      },
    );
  };

/** The auth hook has already refused anonymous calls on session routes; this narrows the type. */
function requireAuth(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * The upload stream, failing with 413 when busboy cut it at the size limit, so storage discards
 * the partial file instead of keeping a silently truncated one.
 */
async function* checkedContent(part: MultipartFile, maxBytes: number): AsyncIterable<Buffer> {
  for await (const chunk of part.file) yield chunk as Buffer;
  if (part.file.truncated) throw fileTooLarge(maxBytes);
}
