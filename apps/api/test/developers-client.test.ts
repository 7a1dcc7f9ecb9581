import type { Conversation, Interaction, VisitorChat, VisitorSession } from '@charla/contracts';
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signVisitorToken } from '../src/modules/developers/developers.visitor-token.js';
import { bearer, signUp } from './accounts.js';
import { api, createChannel, dataOf, type Page } from './conversations-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { multipartBody } from './multipart.js';

type Owner = Awaited<ReturnType<typeof signUp>>;
type Keys = { publicKey: string; secretKey: string };

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A customer's browser: the public key always, the visitor token once it has one, from one IP. */
function client(app: TestApp, publicKey: string, token?: string, ip = '203.0.113.7') {
  const headers = { 'x-public-key': publicKey, ...(token ? bearer(token) : {}) };
  return {
    get: (url: string) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers, remoteAddress: ip }),
    post: (url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload, remoteAddress: ip }),
  };
}

async function keysOf(app: TestApp, owner: Owner): Promise<Keys> {
  return dataOf<Keys>(await api(app, owner.token).get('/organization/apikey'));
}

async function session(app: TestApp, publicKey: string, query: string, token?: string, ip?: string) {
  const response = await client(app, publicKey, token, ip).get(`/developer/session?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<VisitorSession>(response);
}

const identityHash = (secretKey: string, identifier: string) =>
  createHmac('sha256', secretKey).update(identifier).digest('hex');

async function webchatChannel(app: TestApp, owner: Owner, settings: Record<string, unknown> = {}) {
  const response = await api(app, owner.token).post('/channel', {
    type: 'webchat',
    name: 'Sitio',
    settings: {
      title: 'Hablemos',
      welcomeMessage: '¡Hola! ¿En qué te ayudamos?',
      color: '#2f9e44',
      allowedDomains: ['tienda.example'],
      identityVerificationRequired: false,
      ...settings,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return dataOf<{ _id: string }>(response)._id;
}

describe('client API sessions', () => {
  let app: TestApp;
  let owner: Owner;
  let keys: Keys;
  let channelId: string;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signUp(app);
    keys = await keysOf(app, owner);
    channelId = await webchatChannel(app, owner);
  });
  afterAll(() => app.close());

  it('creates an anonymous visitor with the channel as customers see it, and resumes it with its token', async () => {
    const first = await session(app, keys.publicKey, `channelOid=${channelId}&name=Lucía`);
    expect(first).toMatchObject({
      channelOid: channelId,
      conversationOid: null,
      contact: { name: 'Lucía', email: null, isVerified: false },
      channel: {
        _id: channelId,
        type: 'webchat',
        title: 'Hablemos',
        welcomeMessage: '¡Hola! ¿En qué te ayudamos?',
        color: '#2f9e44',
        allowedDomains: ['tienda.example'],
        identityVerificationRequired: false,
      },
    });
    expect(first.token).toMatch(/^vt_/);
    const again = await session(
      app,
      keys.publicKey,
      `channelOid=${channelId}&email=lucia@cliente.test`,
      first.token,
    );
    expect(again.contactOid).toBe(first.contactOid);
    expect(again.contact).toMatchObject({ name: 'Lucía', email: 'lucia@cliente.test' });
    // Without the token it is somebody new.
    const stranger = await session(app, keys.publicKey, `channelOid=${channelId}`);
    expect(stranger.contactOid).not.toBe(first.contactOid);
  });

  it('answers the channel appearance without creating anyone, and never internal settings', async () => {
    const apiChannel = dataOf<{ _id: string }>(
      await api(app, owner.token).post('/channel', {
        type: 'api',
        name: 'App móvil',
        settings: { webhookUrl: 'https://hooks.example/charla' },
      }),
    )._id;
    const response = await client(app, keys.publicKey).get(`/developer/channel?channelOid=${apiChannel}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('hooks.example');
    expect(dataOf(response)).toMatchObject({ type: 'api', title: 'App móvil', allowedDomains: [] });
  });

  it('refuses an unknown key, a missing key, another organization channel and a deleted channel', async () => {
    const unknown = await client(app, 'pk_nope').get(`/developer/session?channelOid=${channelId}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ error: { code: '401', reason: 'developers.invalid_public_key' } });
    const missing = await app.inject({
      method: 'GET',
      url: `/api/v1/developer/session?channelOid=${channelId}`,
    });
    expect(missing.json()).toMatchObject({ error: { reason: 'developers.invalid_public_key' } });

    const other = await signUp(app);
    const otherChannel = await createChannel(app, other.token);
    const foreign = await client(app, keys.publicKey).get(`/developer/session?channelOid=${otherChannel}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: { reason: 'channels.not_found' } });

    const doomed = await webchatChannel(app, owner);
    await app.inject({ method: 'DELETE', url: `/api/v1/channel/${doomed}`, headers: bearer(owner.token) });
    const deleted = await client(app, keys.publicKey).get(`/developer/channel?channelOid=${doomed}`);
    expect(deleted.statusCode).toBe(404);
  });

  it('stops accepting the old public key as soon as it is rotated', async () => {
    const visitor = await session(app, keys.publicKey, `channelOid=${channelId}`);
    const rotated = dataOf<Keys>(await api(app, owner.token).get('/organization/publicKey/reset'));
    const old = await client(app, keys.publicKey, visitor.token).get('/developer/conversation/chat');
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ error: { reason: 'developers.invalid_public_key' } });
    const fresh = await client(app, rotated.publicKey, visitor.token).get('/developer/conversation/chat');
    expect(fresh.statusCode).toBe(200);
    keys = rotated;
  });

  it('recognises a verified customer on every device, refuses a wrong hash, and keeps the anonymous chat on login', async () => {
    const identifier = `user-${randomUUID()}`;
    const hash = identityHash(keys.secretKey, identifier);
    const laptop = await session(
      app,
      keys.publicKey,
      `channelOid=${channelId}&identifier=${identifier}&identifierHash=${hash}&name=Ana`,
    );
    const phone = await session(
      app,
      keys.publicKey,
      `channelOid=${channelId}&identifier=${identifier}&identifierHash=${hash.toUpperCase()}`,
    );
    expect(phone.contactOid).toBe(laptop.contactOid);
    expect(phone.contact).toMatchObject({ name: 'Ana', isVerified: true });

    const forged = await client(app, keys.publicKey).get(
      `/developer/session?channelOid=${channelId}&identifier=${identifier}&identifierHash=${identityHash('sk_wrong', identifier)}`,
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: { reason: 'developers.identity_invalid' } });
    const half = await client(app, keys.publicKey).get(
      `/developer/session?channelOid=${channelId}&identifier=x`,
    );
    expect(half.statusCode).toBe(422);

    // An anonymous visitor writes, then logs in on the site: same contact, same conversation.
    const anonymous = await session(app, keys.publicKey, `channelOid=${channelId}`);
    const sent = await client(app, keys.publicKey, anonymous.token).post('/developer/sendMessage', {
      text: 'Hola',
    });
    const newcomer = `user-${randomUUID()}`;
    const loggedIn = await session(
      app,
      keys.publicKey,
      `channelOid=${channelId}&identifier=${newcomer}&identifierHash=${identityHash(keys.secretKey, newcomer)}`,
      anonymous.token,
    );
    expect(loggedIn.contactOid).toBe(anonymous.contactOid);
    expect(loggedIn.conversationOid).toBe(dataOf<{ conversationOid: string }>(sent).conversationOid);
    expect(loggedIn.contact.isVerified).toBe(true);
  });

  it('lets a channel that requires identity refuse anonymous visitors and their old tokens', async () => {
    const strict = await webchatChannel(app, owner, { identityVerificationRequired: true });
    const anonymous = await client(app, keys.publicKey).get(`/developer/session?channelOid=${strict}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: { reason: 'developers.identity_required' } });
    // A token minted for an anonymous contact cannot talk on it either.
    const loose = await session(app, keys.publicKey, `channelOid=${channelId}`);
    const forgedClaims = signVisitorToken(
      app.config.SECRETS_KEY,
      {
        organizationId: owner.user.organizationOid,
        contactId: loose.contactOid,
        channelId: strict,
        isVerified: false,
      },
      new Date(),
    );
    const sent = await client(app, keys.publicKey, forgedClaims).post('/developer/sendMessage', {
      text: 'Hola',
    });
    expect(sent.statusCode).toBe(401);
    expect(sent.json()).toMatchObject({ error: { reason: 'developers.identity_required' } });

    const identifier = `vip-${randomUUID()}`;
    const verified = await session(
      app,
      keys.publicKey,
      `channelOid=${strict}&identifier=${identifier}&identifierHash=${identityHash(keys.secretKey, identifier)}`,
    );
    const ok = await client(app, keys.publicKey, verified.token).post('/developer/sendMessage', {
      text: 'Hola',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses tampered, foreign and expired visitor tokens', async () => {
    const visitor = await session(app, keys.publicKey, `channelOid=${channelId}`);
    const tampered = `${visitor.token.slice(0, -2)}xx`;
    const response = await client(app, keys.publicKey, tampered).get('/developer/conversation/chat');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { reason: 'developers.invalid_visitor' } });
    const anonymousCall = await client(app, keys.publicKey).get('/developer/conversation/chat');
    expect(anonymousCall.json()).toMatchObject({ error: { reason: 'developers.invalid_visitor' } });

    const other = await signUp(app);
    const otherKeys = await keysOf(app, other);
    const crossed = await client(app, otherKeys.publicKey, visitor.token).get('/developer/conversation/chat');
    expect(crossed.statusCode).toBe(401);

    const expired = signVisitorToken(
      app.config.SECRETS_KEY,
      {
        organizationId: owner.user.organizationOid,
        contactId: visitor.contactOid,
        channelId,
        isVerified: false,
      },
      new Date(Date.now() - 365 * 24 * 60 * 60 * 1000),
    );
    const late = await client(app, keys.publicKey, expired).get('/developer/conversation/chat');
    expect(late.statusCode).toBe(401);
  });

  it('answers CORS preflights so customers’ own front ends can call it', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/developer/sendMessage',
      headers: { origin: 'https://app.cliente.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('x-public-key');
    const call = await client(app, keys.publicKey).get(`/developer/channel?channelOid=${channelId}`);
    expect(call.headers['access-control-allow-origin']).toBe('*');
    // A refusal is readable by the page too, and visitors may upload from their site.
    const refused = await client(app, 'pk_wrong').get(`/developer/channel?channelOid=${channelId}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    const uploadPreflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/attachment/file',
      headers: { origin: 'https://app.cliente.test', 'access-control-request-method': 'POST' },
    });
    expect(uploadPreflight.statusCode).toBe(204);
    // Agents' calls stay same-origin only.
    const agentCall = await api(app, owner.token).get('/conversation');
    expect(agentCall.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('client API conversations', () => {
  let app: TestApp;
  let owner: Owner;
  let keys: Keys;
  let channelId: string;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signUp(app);
    keys = await keysOf(app, owner);
    channelId = await webchatChannel(app, owner);
  });
  afterAll(() => app.close());

  it('opens the conversation with the first message, stores a repeated clientId once, and shows it in the inbox', async () => {
    const visitor = await session(app, keys.publicKey, `channelOid=${channelId}&name=Pedro`);
    const customer = client(app, keys.publicKey, visitor.token);
    expect(dataOf(await customer.get('/developer/conversation/chat'))).toBeNull();

    const html = '<img src=x onerror=alert(1)> <b>hola</b>';
    const first = await customer.post('/developer/sendMessage', { text: html, clientId: 'c-1' });
    expect(first.statusCode, first.body).toBe(201);
    const sent = dataOf<{ conversationOid: string; interaction: Interaction }>(first);
    expect(sent.interaction).toMatchObject({
      direction: 'in',
      senderType: 'contact',
      text: html,
      clientId: 'c-1',
    });
    const retried = dataOf<{ interaction: Interaction }>(
      await customer.post('/developer/sendMessage', { text: html, clientId: 'c-1' }),
    );
    expect(retried.interaction._id).toBe(sent.interaction._id);

    const inbox = dataOf<Page<Conversation>>(await api(app, owner.token).get('/conversation'));
    expect(inbox.items).toEqual([
      expect.objectContaining({
        _id: sent.conversationOid,
        status: 'new',
        contact: expect.objectContaining({ _id: visitor.contactOid, name: 'Pedro' }),
        unreadCount: 1,
      }),
    ]);
    const resumed = await session(app, keys.publicKey, `channelOid=${channelId}`, visitor.token);
    expect(resumed.conversationOid).toBe(sent.conversationOid);
  });

  it('validates message text: empty, too long, neither text nor files', async () => {
    const visitor = await session(app, keys.publicKey, `channelOid=${channelId}`);
    const customer = client(app, keys.publicKey, visitor.token);
    for (const body of [{ text: '   ' }, { text: 'x'.repeat(4097) }, {}, { attachmentOids: [] }]) {
      const response = await customer.post('/developer/sendMessage', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    }
    expect((await customer.post('/developer/sendMessage', { text: 'x'.repeat(4096) })).statusCode).toBe(201);
  });

  it('shows the customer agent replies with the agent, never internal notes, and read marks both ways', async () => {
    const visitor = await session(app, keys.publicKey, `channelOid=${channelId}`);
    const customer = client(app, keys.publicKey, visitor.token);
    const { conversationOid } = dataOf<{ conversationOid: string }>(
      await customer.post('/developer/sendMessage', { text: '¿Tienen envío?' }),
    );
    const agent = api(app, owner.token);
    await agent.post(`/conversation/${conversationOid}/assign`, { userOid: owner.user._id });
    await agent.post('/message/message-out', {
      conversationOid,
      text: 'Nota: cliente frecuente',
      private: true,
    });
    await agent.post('/message/message-out', { conversationOid, text: 'Sí, a todo el país' });
    await agent.post(`/conversation/${conversationOid}/read`);

    const chat = dataOf<VisitorChat>(await customer.get('/developer/conversation/chat'))!;
    expect(chat.conversation).toMatchObject({
      _id: conversationOid,
      status: 'active',
      assignee: { _id: owner.user._id, firstName: owner.user.firstName },
    });
    expect(chat.conversation.agentLastReadAt).not.toBeNull();
    expect(chat.interactions.items.map((item) => item.text)).toEqual([
      'Sí, a todo el país',
      '¿Tienen envío?',
    ]);
    expect(chat.interactions.items[0]?.sender).toMatchObject({ firstName: owner.user.firstName });
    const page = dataOf<Page<Interaction>>(
      await customer.get(`/developer/conversation/${conversationOid}/interactions?limit=1`),
    );
    expect(page.items).toHaveLength(1);
    const older = dataOf<Page<Interaction>>(
      await customer.get(
        `/developer/conversation/${conversationOid}/interactions?limit=5&cursor=${page.nextCursor}`,
      ),
    );
    expect(older.items.map((item) => item.kind)).toEqual(['text']);

    const read = await customer.post(`/developer/conversation/${conversationOid}/read`);
    expect(read.statusCode).toBe(200);
    const seen = dataOf<Conversation>(await agent.get(`/conversation/${conversationOid}`));
    expect(seen.contactLastReadAt).toBe(dataOf<{ readAt: string }>(read).readAt);
  });

  it('answers 404 when a visitor reads another visitor’s conversation', async () => {
    const alice = await session(app, keys.publicKey, `channelOid=${channelId}`);
    const { conversationOid } = dataOf<{ conversationOid: string }>(
      await client(app, keys.publicKey, alice.token).post('/developer/sendMessage', { text: 'privado' }),
    );
    const bob = client(
      app,
      keys.publicKey,
      (await session(app, keys.publicKey, `channelOid=${channelId}`)).token,
    );
    for (const response of [
      await bob.get(`/developer/conversation/${conversationOid}/interactions`),
      await bob.post(`/developer/conversation/${conversationOid}/read`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { reason: 'conversations.not_found' } });
    }
    expect(dataOf(await bob.get('/developer/conversation/chat'))).toBeNull();
  });

  it('lets a visitor attach its own uploads, and only its own', async () => {
    const visitor = await session(app, keys.publicKey, `channelOid=${channelId}`);
    const body = multipartBody([{ filename: 'foto.png', content: PNG_1X1, type: 'image/png' }]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/v1/attachment/file',
      headers: { 'x-public-key': keys.publicKey, ...bearer(visitor.token), ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const attachmentId = dataOf<{ _id: string }>(upload)._id;
    const sent = await client(app, keys.publicKey, visitor.token).post('/developer/sendMessage', {
      attachmentOids: [attachmentId],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(dataOf<{ interaction: Interaction }>(sent).interaction).toMatchObject({
      kind: 'image',
      text: null,
      attachments: [
        expect.objectContaining({ _id: attachmentId, name: 'foto.png', contentType: 'image/png' }),
      ],
    });
    const thief = await session(app, keys.publicKey, `channelOid=${channelId}`);
    const stolen = await client(app, keys.publicKey, thief.token).post('/developer/sendMessage', {
      text: 'mira',
      attachmentOids: [attachmentId],
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ error: { reason: 'attachments.not_found' } });
  });
});

describe('client API abuse limits', () => {
  let app: TestApp;
  let keys: Keys;
  let channelId: string;

  beforeAll(async () => {
    app = await createTestApp({
      env: {
        CLIENT_NEW_VISITORS_PER_HOUR: '3',
        CLIENT_NEW_CONVERSATIONS_PER_12H: '2',
        CLIENT_MESSAGES_PER_MINUTE: '4',
      },
    });
    const owner = await signUp(app);
    keys = await keysOf(app, owner);
    channelId = await webchatChannel(app, owner);
  });
  afterAll(() => app.close());

  it('limits new visitors per IP, but not returning ones or other IPs', async () => {
    const ip = '198.51.100.1';
    const first = await session(app, keys.publicKey, `channelOid=${channelId}`, undefined, ip);
    await session(app, keys.publicKey, `channelOid=${channelId}`, undefined, ip);
    await session(app, keys.publicKey, `channelOid=${channelId}`, undefined, ip);
    const fourth = await client(app, keys.publicKey, undefined, ip).get(
      `/developer/session?channelOid=${channelId}`,
    );
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ error: { code: '429', reason: 'common.rate_limited' } });
    await session(app, keys.publicKey, `channelOid=${channelId}`, first.token, ip);
    await session(app, keys.publicKey, `channelOid=${channelId}`, undefined, '198.51.100.2');
  });

  it('limits new conversations per IP while existing ones go on, and messages per visitor per minute', async () => {
    const ip = '198.51.100.9';
    const visitors = await Promise.all(
      [1, 2, 3].map(() => session(app, keys.publicKey, `channelOid=${channelId}`, undefined, ip)),
    );
    const [one, two, three] = visitors.map((visitor) => client(app, keys.publicKey, visitor.token, ip));
    expect((await one!.post('/developer/sendMessage', { text: 'uno' })).statusCode).toBe(201);
    expect((await two!.post('/developer/sendMessage', { text: 'dos' })).statusCode).toBe(201);
    const third = await three!.post('/developer/sendMessage', { text: 'tres' });
    expect(third.statusCode).toBe(429);
    // The first visitor's conversation already exists: it keeps talking, up to its message budget.
    expect((await one!.post('/developer/sendMessage', { text: 'sigo' })).statusCode).toBe(201);
    expect((await one!.post('/developer/sendMessage', { text: 'y sigo' })).statusCode).toBe(201);
    expect((await one!.post('/developer/sendMessage', { text: 'más' })).statusCode).toBe(201);
    expect((await one!.post('/developer/sendMessage', { text: 'demasiado' })).statusCode).toBe(429);
  });
});
