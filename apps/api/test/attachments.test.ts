import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createClock, signUp } from './accounts.js';
import { multipartBody } from './multipart.js';
import { createTestApp, type TestApp } from './helpers.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR fake image body'),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

describe('attachments', () => {
  const clock = createClock(new Date());
  let app: TestApp;
  let owner: { token: string; organizationId: string };
  let stranger: { token: string };

  const upload = (
    token: string | null,
    file: { field?: string; filename: string; content: Buffer; type?: string },
    headers: Record<string, string> = {},
  ) => {
    const body = multipartBody([file]);
    return app.inject({
      method: 'POST',
      url: '/api/v1/attachment/file',
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}), ...headers },
    });
  };
  const storedFiles = () => {
    const dir = join(app.config.DATA_DIR, 'files', owner.organizationId);
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  beforeAll(async () => {
    app = await createTestApp({
      env: { ATTACHMENT_MAX_BYTES: String(2 * 1024 * 1024) },
      overrides: { now: clock.now },
    });
    const signedUp = await signUp(app);
    owner = { token: signedUp.token, organizationId: signedUp.user.organizationOid };
    stranger = { token: (await signUp(app)).token };
  });
  afterAll(() => app.close());

  it('stores an image under a server-generated key and answers a signed link valid for a year', async () => {
    const response = await upload(owner.token, { filename: 'avatar.png', content: PNG, type: 'text/html' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'avatar.png',
      contentType: 'image/png',
      size: PNG.length,
      url: expect.stringMatching(new RegExp(`^/files/${data._id}\\?exp=\\d+&sig=[0-9a-f]{64}$`)),
    });
    const exp = Number(new URL(data.url, 'http://x').searchParams.get('exp')) * 1000;
    expect(exp - clock.now().getTime()).toBeGreaterThan(YEAR_MS - 60_000);
    expect(storedFiles()).toContain(data._id);

    const file = await app.inject({ method: 'GET', url: data.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `inline; filename="avatar.png"; filename*=UTF-8''avatar.png`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
    });
  });

  it('serves documents as downloads under a sanitised name', async () => {
    const response = await upload(owner.token, { filename: '..\\..\\informe: año?.pdf', content: PDF });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ name: 'informe año.pdf', contentType: 'application/pdf' });
    const file = await app.inject({ method: 'GET', url: data.url });
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="informe a_o.pdf"; filename*=UTF-8''informe%20a%C3%B1o.pdf`,
    );
  });

  it.each([
    ['an SVG image', 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an HTML page named like a picture', 'cat.png', '<!doctype html><html><script>alert(1)</script></html>'],
    ['unknown binary', 'blob.bin', '\u0000\u0001\u0002\u0003binary'],
    ['a plain zip archive', 'archive.zip', 'PK\u0003\u0004\u0014\u0000\u0000\u0000notes.txt'],
  ])('refuses %s with 415 and stores nothing', async (_label, filename, content) => {
    const before = storedFiles().length;
    const response = await upload(
      owner.token,
      { filename, content: Buffer.from(content, 'latin1'), type: 'image/png' },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({ code: '415', reason: 'attachments.type_not_allowed' });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a file over ATTACHMENT_MAX_BYTES with 413 and keeps no partial file', async () => {
    const before = storedFiles().length;
    const response = await upload(
      owner.token,
      { filename: 'big.txt', content: Buffer.alloc(2 * 1024 * 1024 + 1, 'a') },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: '413',
      reason: 'attachments.too_large',
      message: 'The file is larger than the 2 MB limit.',
    });
    expect(storedFiles().length).toBe(before);
    expect(storedFiles().some((name) => name.endsWith('.partial'))).toBe(false);
  });

  it('accepts files larger than the JSON body limit up to ATTACHMENT_MAX_BYTES', async () => {
    const response = await upload(owner.token, {
      filename: 'log.txt',
      content: Buffer.alloc(1536 * 1024, 'a'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.size).toBe(1536 * 1024);
  });

  it('asks for the file when the multipart body has none under `file`', async () => {
    const response = await upload(owner.token, { field: 'document', filename: 'a.pdf', content: PDF });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.reason).toBe('attachments.file_required');
  });

  it('refuses an upload without a session', async () => {
    const response = await upload(null, { filename: 'avatar.png', content: PNG });
    expect(response.statusCode).toBe(401);
  });

  it('looks an attachment up with a fresh link, and answers 404 to another organization', async () => {
    const { data: uploaded } = (
      await upload(owner.token, { filename: 'notes.txt', content: Buffer.from('hola') })
    ).json();
    const mine = await app.inject({
      method: 'GET',
      url: `/api/v1/attachment/file/${uploaded._id}`,
      headers: bearer(owner.token),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      _id: uploaded._id,
      name: 'notes.txt',
      contentType: 'text/plain',
      size: 4,
    });
    const text = await app.inject({ method: 'GET', url: mine.json().data.url });
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).toBe('hola');

    const theirs = await app.inject({
      method: 'GET',
      url: `/api/v1/attachment/file/${uploaded._id}`,
      headers: bearer(stranger.token),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.reason).toBe('attachments.not_found');
  });

  it('refuses a file link that is unsigned, tampered with or expired with 403', async () => {
    const { data } = (await upload(owner.token, { filename: 'avatar.png', content: PNG })).json();
    const url = new URL(data.url, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const exp = url.searchParams.get('exp')!;
    const other = randomUUID();
    const attempts = [
      `/files/${data._id}`,
      `/files/${data._id}?exp=${exp}&sig=${sig.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`,
      `/files/${data._id}?exp=${Number(exp) + 1}&sig=${sig}`,
      `/files/${other}?exp=${exp}&sig=${sig}`,
    ];
    for (const attempt of attempts) {
      const response = await app.inject({
        method: 'GET',
        url: attempt,
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode, attempt).toBe(403);
      expect(response.json().error).toEqual({
        code: '403',
        reason: 'attachments.invalid_signature',
        message: 'The file link is not valid or has expired.',
      });
    }
    clock.advance(YEAR_MS + 60 * 60 * 1000);
    expect((await app.inject({ method: 'GET', url: data.url })).statusCode).toBe(403);
  });
});
