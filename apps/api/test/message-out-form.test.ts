import type { Interaction } from '@charla/contracts';
import { and, count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../src/modules/attachments/attachments.table.js';
import { interactions } from '../src/modules/conversations/conversations.table.js';
import { bearer, signUp } from './accounts.js';
import { api, createChannel, dataOf, newConversation, type Page } from './conversations-fixtures.js';
import { multipartBody, type FilePart } from './multipart.js';
import { createTestApp, type TestApp } from './helpers.js';
import { memberOf } from './organization-members.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR fake image body'),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);
const MAX_BYTES = 64 * 1024;

describe('POST /message/message-out/form', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let organizationId: string;
  let channelId: string;
  let conversationId: string;

  const send = (token: string, fields: Record<string, string>, files: FilePart[] = []) => {
    const body = multipartBody(
      files.map((file) => ({ field: 'files', ...file })),
      fields,
    );
    return app.inject({
      method: 'POST',
      url: '/api/v1/message/message-out/form',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  };
  const countRows = async (table: typeof attachments | typeof interactions) => {
    const [row] = await app.deps.database.db
      .select({ value: count() })
      .from(table)
      .where(eq(table.organizationId, organizationId));
    return row!.value;
  };

  beforeAll(async () => {
    app = await createTestApp({ env: { ATTACHMENT_MAX_BYTES: String(MAX_BYTES) } });
    owner = await signUp(app);
    organizationId = owner.user.organizationOid;
    channelId = await createChannel(app, owner.token);
    conversationId = await newConversation(app, organizationId, channelId);
  });
  afterAll(() => app.close());

  it('sends text with an image and a PDF as one message, each file stored like an upload', async () => {
    const response = await send(
      owner.token,
      { conversationOid: conversationId, text: 'Te envío la factura' },
      [
        { filename: 'foto.png', content: PNG, type: 'image/png' },
        { filename: 'factura.pdf', content: PDF, type: 'application/pdf' },
      ],
    );
    expect(response.statusCode).toBe(201);
    const message = dataOf<Interaction>(response);
    expect(message).toMatchObject({
      conversationOid: conversationId,
      direction: 'out',
      senderType: 'user',
      sender: { _id: owner.user._id },
      kind: 'text',
      text: 'Te envío la factura',
    });
    expect(message.attachments.map(({ name, contentType, size }) => ({ name, contentType, size }))).toEqual([
      { name: 'foto.png', contentType: 'image/png', size: PNG.length },
      { name: 'factura.pdf', contentType: 'application/pdf', size: PDF.length },
    ]);
    const pdf = await app.inject({ method: 'GET', url: message.attachments[1]!.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    const timeline = dataOf<Page<Interaction>>(
      await api(app, owner.token).get(`/conversation/${conversationId}/interactions`),
    );
    expect(timeline.items.map((item) => item._id)).toContain(message._id);
  });

  it('sends files without text as an image message, and text without files as a text message', async () => {
    const image = await send(owner.token, { conversationOid: conversationId, text: '  ' }, [
      { filename: 'captura.png', content: PNG },
    ]);
    expect(image.statusCode).toBe(201);
    expect(dataOf<Interaction>(image)).toMatchObject({ kind: 'image', text: null });

    const text = await send(owner.token, { conversationOid: conversationId, text: 'Solo texto' });
    expect(text.statusCode).toBe(201);
    expect(dataOf<Interaction>(text)).toMatchObject({ kind: 'text', text: 'Solo texto', attachments: [] });
  });

  it('leaves a private note with a file when private is true', async () => {
    const response = await send(
      owner.token,
      { conversationOid: conversationId, text: 'Comprobante', private: 'true' },
      [{ filename: 'comprobante.pdf', content: PDF }],
    );
    expect(response.statusCode).toBe(201);
    expect(dataOf<Interaction>(response)).toMatchObject({
      kind: 'note',
      attachments: [{ name: 'comprobante.pdf' }],
    });
  });

  it('refuses a message with neither text nor files', async () => {
    const response = await send(owner.token, { conversationOid: conversationId, text: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION',
      reason: 'conversations.message_empty',
      details: [{ path: 'body.text' }],
    });
  });

  it('answers 422 with details for bad fields, storing nothing', async () => {
    const before = await countRows(interactions);
    const response = await send(owner.token, {
      conversationOid: conversationId,
      text: 'x'.repeat(4097),
      private: 'yes',
    });
    expect(response.statusCode).toBe(422);
    const { error } = response.json();
    expect(error).toMatchObject({ code: 'VALIDATION', reason: 'common.validation' });
    expect(error.details.map((detail: { path: string }) => detail.path).sort()).toEqual([
      'body.private',
      'body.text',
    ]);

    const missing = await send(owner.token, { text: 'Hola' }, [{ filename: 'a.png', content: PNG }]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.details).toEqual([
      { path: 'body.conversationOid', message: expect.stringContaining('must come before the files') },
    ]);
    const tooMany = await send(
      owner.token,
      { conversationOid: conversationId },
      Array.from({ length: 11 }, (_, index) => ({ filename: `${index}.png`, content: PNG })),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.details).toEqual([{ path: 'body.files', message: 'at most 10 files' }]);
    expect(await countRows(interactions)).toBe(before);
  });

  it('answers 415 for a file type that is not allowed and 413 for a file over the limit', async () => {
    const before = await countRows(interactions);
    const program = await send(owner.token, { conversationOid: conversationId, text: 'Instala esto' }, [
      { filename: 'factura.pdf', content: EXE, type: 'application/pdf' },
    ]);
    expect(program.statusCode).toBe(415);
    expect(program.json().error).toMatchObject({ code: '415', reason: 'attachments.type_not_allowed' });

    const huge = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES)]);
    const tooLarge = await send(owner.token, { conversationOid: conversationId }, [
      { filename: 'enorme.png', content: huge },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toMatchObject({ code: '413', reason: 'attachments.too_large' });
    expect(await countRows(interactions)).toBe(before);
  });

  it('stores one message and one upload when the same clientId is sent twice', async () => {
    const fields = { conversationOid: conversationId, text: 'Una vez', clientId: `c-${randomUUID()}` };
    const files = [{ filename: 'una.png', content: PNG }];
    const [messagesBefore, filesBefore] = [await countRows(interactions), await countRows(attachments)];
    const first = await send(owner.token, fields, files);
    const second = await send(owner.token, fields, files);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(dataOf<Interaction>(second)).toEqual(dataOf<Interaction>(first));
    expect(await countRows(interactions)).toBe(messagesBefore + 1);
    expect(await countRows(attachments)).toBe(filesBefore + 1);
  });

  it('answers 409 on a closed conversation before storing any file', async () => {
    const closedId = await newConversation(app, organizationId, channelId);
    expect(
      (await api(app, owner.token).post('/message/close', { conversationOid: closedId })).statusCode,
    ).toBe(200);
    const filesBefore = await countRows(attachments);
    const response = await send(owner.token, { conversationOid: closedId }, [
      { filename: 'a.png', content: PNG },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.reason).toBe('conversations.closed');
    expect(await countRows(attachments)).toBe(filesBefore);
  });

  it('answers 404 to a USER without the channel and to another organization, storing nothing', async () => {
    const userToken = await memberOf(app, app.deps.database, {
      organizationOid: organizationId,
      role: 'USER',
    });
    const stranger = await signUp(app);
    const filesBefore = await countRows(attachments);
    for (const token of [userToken, stranger.token]) {
      const response = await send(token, { conversationOid: conversationId, text: 'Hola' }, [
        { filename: 'a.png', content: PNG },
      ]);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({ code: '404', reason: 'conversations.not_found' });
      const textOnly = await send(token, { conversationOid: conversationId, text: 'Hola' });
      expect(textOnly.statusCode).toBe(404);
    }
    expect(await countRows(attachments)).toBe(filesBefore);
    const [strangerFiles] = await app.deps.database.db
      .select({ value: count() })
      .from(attachments)
      .where(and(eq(attachments.organizationId, stranger.user.organizationOid)));
    expect(strangerFiles!.value).toBe(0);
  });
});
