import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '@charla/contracts';
import { bearer, signUp } from './accounts.js';
import { createTestApp, type TestApp } from './helpers.js';

const webchat = (name: string, allowedDomains: string[]) => ({
  type: 'webchat',
  name,
  settings: {
    title: 'Hola',
    welcomeMessage: '',
    color: '#1c7ed6',
    allowedDomains,
    identityVerificationRequired: false,
  },
});

const frameAncestors = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['content-security-policy'])
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-ancestors '));

describe('framing the customer chat page', () => {
  let app: TestApp;
  let publicKey: string;
  let otherPublicKey: string;
  let restricted: Channel;
  let open: Channel;
  let deleted: Channel;
  const distDir = mkdtempSync(join(tmpdir(), 'charla-dist-'));

  beforeAll(async () => {
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    app = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
    const owner = await signUp(app);
    const other = await signUp(app);
    const create = async (token: string, body: object) =>
      (
        await app.inject({ method: 'POST', url: '/api/v1/channel', headers: bearer(token), payload: body })
      ).json<{ data: Channel }>().data;
    restricted = await create(owner.token, webchat('Tienda', ['tienda.example.com', '*.example.org']));
    open = await create(owner.token, webchat('Abierto', []));
    deleted = await create(owner.token, webchat('Borrado', []));
    await app.inject({
      method: 'DELETE',
      url: `/api/v1/channel/${deleted._id}`,
      headers: bearer(owner.token),
    });
    const keys = async (token: string) =>
      (await app.inject({ method: 'GET', url: '/api/v1/organization/apikey', headers: bearer(token) })).json<{
        data: { publicKey: string };
      }>().data.publicKey;
    publicKey = await keys(owner.token);
    otherPublicKey = await keys(other.token);
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const chat = (path: string, key: string, channelId: string) =>
    app.inject({ method: 'GET', url: `${path}?key=${key}&channel=${channelId}` });

  it.each(['/chat', '/es/chat', '/en/chat'])(
    '%s may be framed by the channel allowed sites over https and http, and no X-Frame-Options forbids it',
    async (path) => {
      const response = await chat(path, publicKey, restricted._id);
      expect(response.statusCode).toBe(200);
      expect(frameAncestors(response)).toBe(
        "frame-ancestors 'self' https://tienda.example.com:* http://tienda.example.com:* https://*.example.org:* http://*.example.org:*",
      );
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    },
  );

  it('may be framed by any site when the channel allows any domain', async () => {
    const response = await chat('/chat', publicKey, open._id);
    expect(frameAncestors(response)).toBe('frame-ancestors *');
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it.each([
    ['a deleted channel', () => [publicKey, deleted._id]],
    ['an unknown channel', () => [publicKey, '00000000-0000-4000-8000-000000000000']],
    ['a malformed channel id', () => [publicKey, 'not-a-uuid']],
    ['another organization key', () => [otherPublicKey, open._id]],
    ['an unknown key', () => ['pk_unknown', open._id]],
  ])('keeps the page unframeable by other sites for %s', async (_label, params) => {
    const [key, channelId] = params();
    const response = await chat('/chat', key!, channelId!);
    expect(response.statusCode).toBe(200);
    expect(frameAncestors(response)).toBe("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('keeps every other page framed only by Charla itself', async () => {
    for (const url of [
      `/admin/chats?key=${publicKey}&channel=${open._id}`,
      '/',
      '/chatter',
      '/api/v1/health',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(frameAncestors(response), url).toBe("frame-ancestors 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
