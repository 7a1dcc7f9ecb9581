import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createEventBus } from '../src/platform/events/events.js';
import { bearer, logIn, PASSWORD, signUp } from './accounts.js';
import { createTestApp, sharedRedisEnv, type TestApp } from './helpers.js';
import {
  connectAgent,
  disconnection,
  joinOrganization,
  listen,
  nextEvent,
  openTestDatabase,
  type AgentSocket,
} from './realtime-client.js';

/**
 * Two API instances against the same PostgreSQL and Redis (npm run test:pg): whatever happens on one
 * reaches sockets connected to the other. Without Redis there is only ever one instance to talk to.
 */
describe.skipIf(!inject('redisUrl'))('realtime across instances', () => {
  let first: TestApp;
  let second: TestApp;
  let firstUrl: string;
  let secondUrl: string;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const firstEvents = createEventBus({ log: { error: vi.fn() } });
  const sockets: AgentSocket[] = [];

  const connect = async (url: string, token: string) => {
    const socket = await connectAgent(url, token);
    sockets.push(socket);
    return socket;
  };
  const onlineOn = async (app: TestApp, token: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/organization/user/online',
      headers: bearer(token),
    });
    return response.json<{ data: { userOid: string }[] }>().data.map((member) => member.userOid);
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    const env = sharedRedisEnv();
    first = await createTestApp({ env, overrides: { events: firstEvents } });
    second = await createTestApp({ env });
    firstUrl = await listen(first);
    secondUrl = await listen(second);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await database.dispose();
  });

  it('delivers an event emitted on one instance to a socket connected to the other', async () => {
    const { user, token } = await signUp(first);
    const socket = await connect(secondUrl, token);
    const update = nextEvent(socket, 'organization.updated');
    firstEvents.emit('organization.updated', { organizationId: user.organizationOid });
    expect(await update).toEqual({ organizationOid: user.organizationOid });
  });

  it('keeps a member connected to both instances online until both sockets close', async () => {
    const { user, token, email } = await signUp(first);
    const otherToken = (await logIn(first, { email, password: PASSWORD })).json<{ data: { token: string } }>()
      .data.token;
    const onFirst = await connect(firstUrl, token);
    const onSecond = await connect(secondUrl, otherToken);
    await Promise.all([first.realtime.settle(), second.realtime.settle()]);
    expect(await onlineOn(first, token)).toEqual([user._id]);

    onFirst.close();
    await expect.poll(() => first.realtime.io.of('/').sockets.size).toBe(0);
    await first.realtime.settle();
    expect(await onlineOn(first, otherToken)).toEqual([user._id]);

    onSecond.close();
    await expect.poll(() => second.realtime.io.of('/').sockets.size).toBe(0);
    await second.realtime.settle();
    expect(await onlineOn(first, otherToken)).toEqual([]);
  });

  it('tells watchers on one instance when a member connected to the other comes and goes', async () => {
    const owner = await signUp(first);
    const agent = await signUp(first);
    const agentToken = await joinOrganization(first, database, {
      token: agent.token,
      userId: agent.user._id,
      organizationId: owner.user.organizationOid,
    });
    const watcher = await connect(secondUrl, owner.token);
    const isAgent = ({ userOid }: { userOid: string }) => userOid === agent.user._id;
    const cameOnline = nextEvent(watcher, 'presence', isAgent);
    const tab = await connect(firstUrl, agentToken);
    expect(await cameOnline).toEqual({ userOid: agent.user._id, online: true });
    const wentOffline = nextEvent(watcher, 'presence', isAgent);
    tab.close();
    expect(await wentOffline).toEqual({ userOid: agent.user._id, online: false });
  });

  it('disconnects a socket on one instance when its session is logged out through the other', async () => {
    const { token } = await signUp(first);
    const socket = await connect(secondUrl, token);
    const closed = disconnection(socket, 1_500);
    await first.inject({ method: 'GET', url: '/api/v1/user/logout', headers: bearer(token) });
    expect(await closed).toBe('io server disconnect');
  });
});
