import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Channel } from '@charla/contracts';
import { eq } from 'drizzle-orm';
import { channels } from '../src/modules/channels/channels.table.js';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/client.js';
import { createEventBus } from '../src/platform/events/events.js';
import { bearer, signUp } from './accounts.js';
import { createTestApp, type TestApp } from './helpers.js';
import { memberOf } from './organization-members.js';

const WEBCHAT = {
  type: 'webchat',
  name: 'Web',
  settings: {
    title: 'Hola',
    welcomeMessage: '¿En qué podemos ayudarte?',
    color: '#1c7ed6',
    allowedDomains: ['tienda.example.com', '*.example.org'],
    identityVerificationRequired: false,
  },
} as const;

type Received = { headers: IncomingHttpHeaders; body: string };

/** A local webhook receiver answering `status`, recording what it got. */
async function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    received,
    answer: (next: number) => (status = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('channels', () => {
  let app: TestApp;
  let database: DatabaseHandle;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-channels-'));
  const events = createEventBus({ log: { error: () => {} } });
  const updates: string[] = [];
  let owner: { token: string; organizationOid: string };
  let userToken: string;
  let strangerToken: string;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const create = async (payload: object = WEBCHAT) => {
    const response = await call('POST', '/channel', owner.token, payload);
    expect(response.statusCode).toBe(201);
    return response.json<{ data: Channel }>().data;
  };

  beforeAll(async () => {
    database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: inject('databaseUrl') });
    app = await createTestApp({
      overrides: { database, events },
      env: { PUBLIC_URL: 'https://chat.example.com' },
    });
    events.on('channel.updated', ({ channelId }) => void updates.push(channelId));
    const signedUp = await signUp(app);
    owner = { token: signedUp.token, organizationOid: signedUp.user.organizationOid };
    userToken = await memberOf(app, database, { organizationOid: owner.organizationOid, role: 'USER' });
    strangerToken = (await signUp(app)).token;
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a pending web chat channel and announces it', async () => {
    updates.length = 0;
    const channel = await create();
    expect(channel).toMatchObject({ ...WEBCHAT, status: 'pending', connectedAt: null });
    await events.drain();
    expect(updates).toEqual([channel._id]);
  });

  it('creates an api channel with a webhook URL', async () => {
    const channel = await create({ type: 'api', name: 'App', settings: { webhookUrl: receiver.url } });
    expect(channel).toMatchObject({ type: 'api', settings: { webhookUrl: receiver.url }, status: 'pending' });
  });

  it.each([
    ['a bad colour', { ...WEBCHAT, settings: { ...WEBCHAT.settings, color: 'blue' } }],
    ['a domain with a path', { ...WEBCHAT, settings: { ...WEBCHAT.settings, allowedDomains: ['a.com/x'] } }],
    ['a webhook URL that is not http', { type: 'api', name: 'App', settings: { webhookUrl: 'ftp://x.com' } }],
    ['a webhook URL that is not a URL', { type: 'api', name: 'App', settings: { webhookUrl: 'nope' } }],
    ['an unknown type', { type: 'fax', name: 'Fax', settings: {} }],
    ['an empty name', { ...WEBCHAT, name: '  ' }],
  ])('refuses %s with VALIDATION', async (_, payload) => {
    const response = await call('POST', '/channel', owner.token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('VALIDATION');
  });

  it('lists live channels to admins and only the listed ones to a USER', async () => {
    const listed = await create({ ...WEBCHAT, name: 'Listed' });
    const hidden = await create({ ...WEBCHAT, name: 'Hidden' });
    const members = await call('GET', '/organization/user', owner.token);
    const user = members
      .json<{ data: { _id: string; role: string }[] }>()
      .data.find((member) => member.role === 'USER')!;
    const granted = await call('PATCH', `/organization/user/${user._id}`, owner.token, {
      channels: [listed._id],
    });
    expect(granted.statusCode).toBe(200);

    const all = (await call('GET', '/channel', owner.token)).json<{ data: Channel[] }>().data;
    expect(all.map((channel) => channel._id)).toEqual(expect.arrayContaining([listed._id, hidden._id]));
    const mine = (await call('GET', '/channel', userToken)).json<{ data: Channel[] }>().data;
    expect(mine.map((channel) => channel._id)).toEqual([listed._id]);
    expect((await call('GET', `/channel/${listed._id}`, userToken)).statusCode).toBe(200);
    expect((await call('GET', `/channel/${hidden._id}`, userToken)).json().error.reason).toBe(
      'channels.not_found',
    );
    expect((await call('GET', `/channel/${hidden._id}`, strangerToken)).statusCode).toBe(404);
    expect((await call('GET', '/channel', strangerToken)).json().data).toEqual([]);
  });

  it("refuses a deleted or another organization's channel in a member's channel list", async () => {
    const deleted = await create();
    await call('DELETE', `/channel/${deleted._id}`, owner.token);
    const foreign = await call('POST', '/channel', strangerToken, WEBCHAT);
    const foreignId = foreign.json<{ data: Channel }>().data._id;
    const members = await call('GET', '/organization/user', owner.token);
    const user = members
      .json<{ data: { _id: string; role: string }[] }>()
      .data.find((member) => member.role === 'USER')!;
    const live = await create();
    for (const [channels, index] of [
      [[live._id, deleted._id], 1],
      [[foreignId], 0],
    ] as const) {
      const response = await call('PATCH', `/organization/user/${user._id}`, owner.token, { channels });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({
        reason: 'members.unknown_channel',
        details: [{ path: `body.channels.${index}` }],
      });
    }
  });

  it('lets only ADMIN and OWNER manage channels', async () => {
    const channel = await create();
    expect((await call('POST', '/channel', userToken, WEBCHAT)).statusCode).toBe(403);
    expect((await call('PATCH', `/channel/${channel._id}`, userToken, { name: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', `/channel/${channel._id}`, userToken)).statusCode).toBe(403);
    expect((await call('POST', `/channel/${channel._id}/connect`, userToken)).statusCode).toBe(403);
  });

  it('renames and replaces settings, refusing settings of the other type', async () => {
    const channel = await create();
    const renamed = await call('PATCH', `/channel/${channel._id}`, owner.token, {
      name: 'Tienda',
      settings: { ...WEBCHAT.settings, color: '#ff0000', identityVerificationRequired: true },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Tienda',
      settings: { color: '#ff0000', identityVerificationRequired: true },
    });
    const mismatch = await call('PATCH', `/channel/${channel._id}`, owner.token, {
      settings: { webhookUrl: receiver.url },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().error.reason).toBe('channels.settings_mismatch');
  });

  it('connects a web chat with its embed snippet and chat URL', async () => {
    const channel = await create();
    const keys = (await call('GET', '/organization/apikey', owner.token)).json().data;
    const response = await call('POST', `/channel/${channel._id}/connect`, owner.token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.snippet).toBe(
      `<script src="https://chat.example.com/widget.js" data-key="${keys.publicKey}" data-channel="${channel._id}" async></script>`,
    );
    expect(data.chatUrl).toBe(`https://chat.example.com/chat?key=${keys.publicKey}&channel=${channel._id}`);
    expect(data.channel).toMatchObject({ status: 'connected', connectedAt: expect.any(String) });
  });

  it('connects an api channel once its webhook accepts a signed test event', async () => {
    const channel = await create({ type: 'api', name: 'App', settings: { webhookUrl: receiver.url } });
    const keys = (await call('GET', '/organization/apikey', owner.token)).json().data;
    receiver.answer(204);
    receiver.received.length = 0;
    const response = await call('POST', `/channel/${channel._id}/connect`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'connected', httpStatus: 204 });

    const [delivery] = receiver.received;
    const timestamp = delivery!.headers['x-charla-timestamp'] as string;
    const expected = createHmac('sha256', keys.secretKey)
      .update(`${timestamp}.${delivery!.body}`)
      .digest('hex');
    expect(delivery!.headers['x-charla-signature']).toBe(`sha256=${expected}`);
    expect(JSON.parse(delivery!.body)).toMatchObject({ event: 'channel.test', channelOid: channel._id });
  });

  it('keeps an api channel pending when its webhook answers 500 or cannot be reached', async () => {
    const channel = await create({ type: 'api', name: 'App', settings: { webhookUrl: receiver.url } });
    receiver.answer(500);
    const failed = await call('POST', `/channel/${channel._id}/connect`, owner.token);
    expect(failed.statusCode).toBe(400);
    expect(failed.json().error).toMatchObject({ reason: 'channels.webhook_failed' });
    expect(failed.json().error.message).toContain('HTTP 500');
    expect((await call('GET', `/channel/${channel._id}`, owner.token)).json().data.status).toBe('pending');

    const closed = await startReceiver();
    await closed.close();
    const unreachable = await create({ type: 'api', name: 'Gone', settings: { webhookUrl: closed.url } });
    const refused = await call('POST', `/channel/${unreachable._id}/connect`, owner.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('ECONNREFUSED');
  });

  it('soft-deletes a channel: gone from the API, the row stays for history', async () => {
    const channel = await create();
    expect((await call('DELETE', `/channel/${channel._id}`, owner.token)).statusCode).toBe(200);
    expect((await call('GET', `/channel/${channel._id}`, owner.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/channel/${channel._id}`, owner.token)).statusCode).toBe(404);
    const list = (await call('GET', '/channel', owner.token)).json<{ data: Channel[] }>().data;
    expect(list.map((item) => item._id)).not.toContain(channel._id);
    const [row] = await database.db.select().from(channels).where(eq(channels.id, channel._id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});
