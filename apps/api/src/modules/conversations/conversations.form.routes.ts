import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import {
  clientIdSchema,
  dataEnvelope,
  errorResponses,
  idSchema,
  interactionSchema,
  messageTextSchema,
  type Attachment,
  type Interaction,
} from '@charla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { requireAuth } from '../../platform/auth/auth-hook.js';
import { validationError } from '../../platform/errors.js';
import type { RequestAuth } from '../../platform/route-config.js';
import { fileTooLarge } from '../attachments/attachments.errors.js';
import { uploadAttachment } from '../attachments/attachments.service.js';
import { assertVisible, viewerOf } from './conversations.access.js';
import { interactionEntity } from './conversations.entity.js';
import { conversationClosed, messageEmpty } from './conversations.errors.js';
import { sendAgentMessage } from './conversations.messages.js';
import {
  findConversationRow,
  findInteractionByClientId,
  findInteractionRow,
} from './conversations.repository.js';

export const MESSAGE_FORM_MAX_FILES = 10;

/** The text fields of the form; an empty or blank `text` counts as none (a composer with only files). */
const formFieldsSchema = z.object({
  conversationOid: idSchema,
  text: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    messageTextSchema.optional(),
  ),
  clientId: clientIdSchema.optional(),
  private: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
type FormFields = z.infer<typeof formFieldsSchema>;

type FormDeps = Pick<AppDeps, 'config' | 'database' | 'storage' | 'now' | 'events'>;

/** POST /message/message-out/form: an agent's reply or note with files, in one multipart request. */
export const messageFormRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // One more file than allowed reaches the handler, so it can answer 422 rather than a bare 413.
    await app.register(multipart, {
      limits: {
        fileSize: deps.config.ATTACHMENT_MAX_BYTES,
        files: MESSAGE_FORM_MAX_FILES + 1,
        fields: 10,
        fieldSize: 64 * 1024,
        parts: MESSAGE_FORM_MAX_FILES + 11,
      },
    });

    app.post(
      '/message/message-out/form',
      {
        schema: {
          tags: ['message'],
          security: [{ bearer: [] }],
          summary: 'Reply to the customer (or leave a private note) with files',
          description:
            'multipart/form-data with the fields `conversationOid`, `text` (optional with files, at most 4096 ' +
            'characters), `clientId` (optional), `private` (`true` or `false`) and 1 to 10 `files` parts, ' +
            'each stored like `POST /attachment/file`. Send the fields before the files: the conversation ' +
            'is checked, and a `clientId` already stored answers its message, before anything is uploaded.',
          consumes: ['multipart/form-data'],
          response: {
            201: dataEnvelope(interactionSchema),
            ...errorResponses(401, 403, 404, 409, 413, 415, 422),
          },
        },
        config: { auth: 'session' },
      },
      async (request, reply) => {
        const interaction = await sendFormMessage(deps, requireAuth(request), request.parts());
        return reply.status(201).send({ data: interaction });
      },
    );
  };

/**
 * Reads the form part by part. Before the first file is stored, the conversation must be known and
 * visible and open; a `clientId` already stored answers its message and the files are skipped.
 * Files stream to storage as they arrive, so a 10-file message is never held in memory.
 */
async function sendFormMessage(
  deps: FormDeps,
  auth: RequestAuth,
  parts: AsyncIterable<Multipart>,
): Promise<Interaction> {
  const fields: Record<string, string> = {};
  const attachments: Attachment[] = [];
  // Set once the conversation has been checked, before the first file is stored.
  let checked: { existing: Interaction | null } | undefined;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw invalidField(part.fieldname, 'too long');
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'files') throw invalidField(part.fieldname, 'files go in the `files` field');
    checked ??= { existing: await checkBeforeUpload(deps, auth, fields) };
    if (checked.existing) {
      await discard(part);
      continue;
    }
    if (attachments.length === MESSAGE_FORM_MAX_FILES) {
      throw invalidField('files', `at most ${MESSAGE_FORM_MAX_FILES} files`);
    }
    attachments.push(
      await uploadAttachment(deps, {
        organizationId: auth.organizationId,
        userId: auth.userId,
        filename: part.filename,
        content: checkedContent(part, deps.config.ATTACHMENT_MAX_BYTES),
      }),
    );
  }
  const body = parseFields(fields);
  if (!body.text && attachments.length === 0) throw messageEmpty();
  checked ??= { existing: await checkBeforeUpload(deps, auth, fields) };
  if (checked.existing) return checked.existing;
  return sendAgentMessage(deps, auth, { ...body, attachments });
}

/** 404 for a conversation the caller may not see, the stored message for a known clientId, 409 when closed. */
async function checkBeforeUpload(
  deps: FormDeps,
  auth: RequestAuth,
  fields: Record<string, string>,
): Promise<Interaction | null> {
  const parsed = formFieldsSchema.pick({ conversationOid: true, clientId: true }).safeParse(fields);
  if (!parsed.success) throw validationError(detailsOf(parsed.error, 'must come before the files'));
  const { conversationOid, clientId } = parsed.data;
  const { organizationId } = auth;
  const viewer = await viewerOf(deps, auth);
  const conversation = assertVisible(
    viewer,
    await findConversationRow(deps.database.db, {
      organizationId,
      conversationId: conversationOid,
      userId: null,
    }),
  );
  if (clientId) {
    const stored = await findInteractionByClientId(deps.database.db, {
      organizationId,
      conversationId: conversation.id,
      clientId,
    });
    const row =
      stored && (await findInteractionRow(deps.database.db, { organizationId, interactionId: stored.id }));
    if (row) return interactionEntity(row);
  }
  if (conversation.status === 'closed') throw conversationClosed();
  return null;
}

function parseFields(fields: Record<string, string>): FormFields {
  const parsed = formFieldsSchema.safeParse(fields);
  if (!parsed.success) throw validationError(detailsOf(parsed.error));
  return parsed.data;
}

function detailsOf(error: z.ZodError, missing?: string) {
  return error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: missing && issue.code === 'invalid_type' ? `${issue.message}; ${missing}` : issue.message,
  }));
}

const invalidField = (name: string, message: string) => validationError([{ path: `body.${name}`, message }]);

/** Same rule as POST /attachment/file: a file cut at the size limit fails with 413 and is not kept. */
async function* checkedContent(part: MultipartFile, maxBytes: number): AsyncIterable<Buffer> {
  for await (const chunk of part.file) yield chunk as Buffer;
  if (part.file.truncated) throw fileTooLarge(maxBytes);
}

/** Reads a file part to its end unused, so the parts after it can be read. */
async function discard(part: MultipartFile) {
  for await (const chunk of part.file) void chunk;
}
