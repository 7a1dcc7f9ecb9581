import { SESSION_TTL_SECONDS } from '@charla/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { organizations } from '../src/modules/organizations/organizations.table.js';
import { decryptSecret } from '../src/platform/crypto/crypto.js';
import { createEventBus } from '../src/platform/events/events.js';
import { bearer, createClock, logIn, PASSWORD, signUp } from './accounts.js';
import { createTestApp, type TestApp } from './helpers.js';
import {
  connectAgent,
  disconnection,
  joinOrganization,
  listen,
  nextEvent,
  openTestDatabase,
  refusalOf,
  setChannels,
  type AgentSocket,
} from './realtime-client.js';

describe('realtime connections', () => {
  let app: TestApp;
  let url: string;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const clock = createClock(new Date());
  const events = createEventBus({ log: { error: vi.fn() } });
  const sockets: AgentSocket[] = [];

  const connect = async (token: string) => {
    const socket = await connectAgent(url, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await createTestApp({ overrides: { database, now: clock.now, events } });
    url = await listen(app);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('lets an agent with a valid session in and tells it when its organization changes', async () => {
    const { user, token } = await signUp(app);
    const socket = await connect(token);
    const update = nextEvent(socket, 'organization.updated');
    events.emit('organization.updated', { organizationId: user.organizationOid });
    expect(await update).toEqual({ organizationOid: user.organizationOid });
  });

  it('never tells an agent about another organization', async () => {
    const ana = await signUp(app);
    const bruno = await signUp(app);
    const brunoSocket = await connect(bruno.token);
    const first = nextEvent(brunoSocket, 'organization.updated');
    events.emit('organization.updated', { organizationId: ana.user.organizationOid });
    events.emit('organization.updated', { organizationId: bruno.user.organizationOid });
    expect(await first).toEqual({ organizationOid: bruno.user.organizationOid });
  });

  it('announces member changes and invitation changes to the organization', async () => {
    const { user, token } = await signUp(app);
    const socket = await connect(token);
    const removed = nextEvent(socket, 'member.updated', (payload) => payload.change === 'removed');
    const invitation = nextEvent(socket, 'member.updated', (payload) => payload.change === 'invitation');
    const someone = randomUUID();
    events.emit('member.removed', { organizationId: user.organizationOid, userId: someone });
    events.emit('member.invitation_changed', {
      organizationId: user.organizationOid,
      invitationId: randomUUID(),
    });
    expect(await removed).toEqual({
      organizationOid: user.organizationOid,
      userOid: someone,
      change: 'removed',
    });
    expect(await invitation).toEqual({
      organizationOid: user.organizationOid,
      userOid: null,
      change: 'invitation',
    });
  });

  it('reaches one person through their user room, wherever they are signed in', async () => {
    const { user, token } = await signUp(app);
    const socket = await connect(token);
    const notification = nextEvent(socket, 'notification');
    app.realtime.realtime.toUser(user._id, 'notification', { kind: 'test', params: { count: 1 } });
    expect(await notification).toEqual({ kind: 'test', params: { count: 1 } });
  });

  it('refuses to send a payload that breaks the contract', async () => {
    const { user } = await signUp(app);
    expect(() =>
      app.realtime.realtime.toOrganization(user.organizationOid, 'presence', {
        userOid: 'not-a-uuid',
        online: true,
      }),
    ).toThrow();
  });

  it('puts a USER in the rooms of their channels and follows changes to the list without reconnecting', async () => {
    const owner = await signUp(app);
    const agent = await signUp(app);
    const [first, second] = [randomUUID(), randomUUID()];
    const organizationId = owner.user.organizationOid;
    const token = await joinOrganization(app, database, {
      token: agent.token,
      userId: agent.user._id,
      organizationId,
      channels: [first],
    });
    const socket = await connect(token);
    const onFirst = nextEvent(socket, 'notification', (payload) => payload.kind === 'first');
    app.realtime.realtime.toChannel(first, 'notification', { kind: 'first', params: {} });
    await onFirst;

    await setChannels(database, { organizationId, userId: agent.user._id, channels: [second] });
    const onSecond = nextEvent(socket, 'notification', (payload) => payload.kind === 'second');
    // The next session sweep moves the socket; until then the emission has no listener.
    await vi.waitFor(
      async () => {
        app.realtime.realtime.toChannel(second, 'notification', { kind: 'second', params: {} });
        await Promise.race([onSecond, new Promise((_, reject) => setTimeout(reject, 100))]);
      },
      { timeout: 3_000, interval: 50 },
    );
    const stale = nextEvent(socket, 'notification', (payload) => payload.kind !== 'second');
    app.realtime.realtime.toChannel(first, 'notification', { kind: 'first-again', params: {} });
    app.realtime.realtime.toUser(agent.user._id, 'notification', { kind: 'marker', params: {} });
    expect(await stale).toEqual({ kind: 'marker', params: {} });
  });

  it('announces channel changes to the organization and moves an owner into a new channel room', async () => {
    const owner = await signUp(app);
    const socket = await connect(owner.token);
    const announced = nextEvent(socket, 'channel.updated');
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/channel',
      headers: bearer(owner.token),
      payload: { type: 'api', name: 'App', settings: { webhookUrl: 'https://hooks.example.com/charla' } },
    });
    const channelOid = created.json<{ data: { _id: string } }>().data._id;
    expect(await announced).toEqual({ organizationOid: owner.user.organizationOid, channelOid });

    const onChannel = nextEvent(socket, 'notification', (payload) => payload.kind === 'new-channel');
    // The next session sweep joins the socket to the new channel's room.
    await vi.waitFor(
      async () => {
        app.realtime.realtime.toChannel(channelOid, 'notification', { kind: 'new-channel', params: {} });
        await Promise.race([onChannel, new Promise((_, reject) => setTimeout(reject, 100))]);
      },
      { timeout: 3_000, interval: 50 },
    );
  });

  describe('refusing connections', () => {
    it('refuses a connection without a token', async () => {
      const refusal = await refusalOf(url);
      expect(refusal.message).toBe('common.unauthorized');
      expect(refusal.data).toMatchObject({ code: '401', reason: 'common.unauthorized' });
    });

    it('refuses an unknown token, in the language the client asked for', async () => {
      const refusal = await refusalOf(url, { token: 'ses_unknown' });
      expect(refusal.data).toEqual({
        code: '401',
        reason: 'common.unauthorized',
        message: 'Necesitas iniciar sesión.',
      });
    });

    it("refuses the organization's secret key: sockets are for people", async () => {
      const { user } = await signUp(app);
      const [row] = await database.db
        .select({ secret: organizations.secretKeyEncrypted })
        .from(organizations)
        .where(eq(organizations.id, user.organizationOid));
      const secretKey = decryptSecret(row!.secret, app.config.SECRETS_KEY);
      const refusal = await refusalOf(url, { token: secretKey });
      expect(refusal.data.reason).toBe('common.unauthorized');
    });

    it('refuses the token of a session that was logged out', async () => {
      const { token } = await signUp(app);
      await app.inject({ method: 'GET', url: '/api/v1/user/logout', headers: bearer(token) });
      const refusal = await refusalOf(url, { token });
      expect(refusal.data).toMatchObject({ code: '401', reason: 'auth.session_expired' });
    });

    it('refuses the token of a session idle for more than 12 hours', async () => {
      const { token } = await signUp(app);
      clock.advance(SESSION_TTL_SECONDS * 1000 + 1000);
      const refusal = await refusalOf(url, { token });
      expect(refusal.data.reason).toBe('auth.session_expired');
    });
  });

  describe('ending live sockets', () => {
    it('disconnects the socket of a session within a second and a half of its logout', async () => {
      const { token } = await signUp(app);
      const socket = await connect(token);
      const ended = nextEvent(socket, 'session.ended', undefined, 1_500);
      const closed = disconnection(socket, 1_500);
      await app.inject({ method: 'GET', url: '/api/v1/user/logout', headers: bearer(token) });
      expect(await ended).toEqual({ reason: 'auth.session_expired' });
      expect(await closed).toBe('io server disconnect');
    });

    it("disconnects a user's other sessions when the password changes, and keeps the current one", async () => {
      const { token, email } = await signUp(app);
      const other = (await logIn(app, { email, password: PASSWORD })).json<{ data: { token: string } }>().data
        .token;
      const current = await connect(token);
      const elsewhere = await connect(other);
      const closed = disconnection(elsewhere, 1_500);
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/v1/user',
        headers: bearer(token),
        payload: { password: 'a brand new passphrase', currentPassword: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(await closed).toBe('io server disconnect');
      // The same sweep checked both sockets.
      expect(current.connected).toBe(true);
    });

    it('disconnects a socket whose session went 12 hours without use', async () => {
      const { token } = await signUp(app);
      const socket = await connect(token);
      const ended = nextEvent(socket, 'session.ended');
      clock.advance(SESSION_TTL_SECONDS * 1000 + 1000);
      expect(await ended).toEqual({ reason: 'auth.session_expired' });
    });
  });
});

describe('realtime on shutdown', () => {
  it('drops its sockets as a lost connection, so clients reconnect (to another instance) on their own', async () => {
    const app = await createTestApp();
    const url = await listen(app);
    const { token } = await signUp(app);
    const socket = await connectAgent(url, token);
    const closed = disconnection(socket);
    await app.close();
    expect(await closed).toBe('transport close');
  });
});
