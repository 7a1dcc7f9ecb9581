import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { organizationMembers } from '../src/modules/organizations/organizations.table.js';
import { bearer, signUp } from './accounts.js';
import { createTestApp, type TestApp } from './helpers.js';
import {
  connectAgent,
  joinOrganization,
  listen,
  nextEvent,
  openTestDatabase,
  setChannels,
  type AgentSocket,
} from './realtime-client.js';

describe('presence', () => {
  let app: TestApp;
  let url: string;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const sockets: AgentSocket[] = [];

  const connect = async (token: string) => {
    const socket = await connectAgent(url, token);
    sockets.push(socket);
    return socket;
  };
  const online = async (token: string, query = '') => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/organization/user/online${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { userOid: string }[] }>().data.map((member) => member.userOid);
  };
  /** Waits until the server has seen `count` sockets and finished their presence updates. */
  const settledAt = async (count: number) => {
    await expect.poll(() => app.realtime.io.of('/').sockets.size).toBe(count);
    await app.realtime.settle();
  };

  const createChannel = async (token: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/channel',
      headers: bearer(token),
      payload: { type: 'api', name: 'App', settings: { webhookUrl: 'https://hooks.example.com/charla' } },
    });
    return response.json<{ data: { _id: string } }>().data._id;
  };

  /** An owner and a USER of the owner's organization, each with a session token bound to it. */
  const organizationWithAgent = async ({ channels = [] as string[] } = {}) => {
    const owner = await signUp(app);
    const agent = await signUp(app);
    const organizationId = owner.user.organizationOid;
    const agentToken = await joinOrganization(app, database, {
      token: agent.token,
      userId: agent.user._id,
      organizationId,
      channels,
    });
    return { owner, agent, agentToken, organizationId };
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await createTestApp({ overrides: { database } });
    url = await listen(app);
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await settledAt(0);
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('keeps a member online while one of their tabs is open and announces offline when the last one closes', async () => {
    const { owner, agent, agentToken } = await organizationWithAgent();
    const watcher = await connect(owner.token);
    const seen: boolean[] = [];
    watcher.on('presence', ({ userOid, online: isOnline }) => {
      if (userOid === agent.user._id) seen.push(isOnline);
    });
    const cameOnline = nextEvent(watcher, 'presence', ({ userOid }) => userOid === agent.user._id);
    const firstTab = await connect(agentToken);
    expect(await cameOnline).toEqual({ userOid: agent.user._id, online: true });
    const secondTab = await connect(agentToken);

    firstTab.close();
    await settledAt(2);
    expect(await online(owner.token)).toContain(agent.user._id);

    const wentOffline = nextEvent(watcher, 'presence', ({ userOid }) => userOid === agent.user._id);
    secondTab.close();
    expect(await wentOffline).toEqual({ userOid: agent.user._id, online: false });
    await settledAt(1);
    expect(seen).toEqual([true, false]);
    expect(await online(owner.token)).not.toContain(agent.user._id);
  });

  it('lists the online members of the organization and never those of another one', async () => {
    const { owner, agent, agentToken } = await organizationWithAgent();
    const stranger = await signUp(app);
    await connect(owner.token);
    await connect(agentToken);
    await connect(stranger.token);
    await settledAt(3);
    expect(await online(owner.token)).toEqual([owner.user._id, agent.user._id].sort());
    expect(await online(stranger.token)).toEqual([stranger.user._id]);
  });

  it('lists for a channel only the members who may see it: admins and owners always, a USER when it is in their list', async () => {
    const { owner, agent, agentToken, organizationId } = await organizationWithAgent();
    const [channel, other] = [await createChannel(owner.token), await createChannel(owner.token)];
    await setChannels(database, { organizationId, userId: agent.user._id, channels: [channel] });
    const outsider = await signUp(app);
    const outsiderToken = await joinOrganization(app, database, {
      token: outsider.token,
      userId: outsider.user._id,
      organizationId,
      channels: [other],
    });
    await connect(owner.token);
    await connect(agentToken);
    await connect(outsiderToken);
    await settledAt(3);
    expect(await online(owner.token, `?channelOid=${channel}`)).toEqual(
      [owner.user._id, agent.user._id].sort(),
    );
    expect(await online(owner.token, `?channelOid=${other}`)).toEqual(
      [owner.user._id, outsider.user._id].sort(),
    );
  });

  it('answers 404 for an unknown, deleted or foreign channel', async () => {
    const { owner } = await organizationWithAgent();
    const stranger = await signUp(app);
    const deleted = await createChannel(owner.token);
    await app.inject({ method: 'DELETE', url: `/api/v1/channel/${deleted}`, headers: bearer(owner.token) });
    for (const channelOid of [randomUUID(), deleted, await createChannel(stranger.token)]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/organization/user/online?channelOid=${channelOid}`,
        headers: bearer(owner.token),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.reason).toBe('channels.not_found');
    }
  });

  it('drops a member removed from the organization from the list and ends their socket', async () => {
    const { owner, agentToken, organizationId, agent } = await organizationWithAgent();
    const socket = await connect(agentToken);
    await settledAt(1);
    const ended = nextEvent(socket, 'session.ended');
    await database.db
      .delete(organizationMembers)
      .where(
        and(
          eq(organizationMembers.organizationId, organizationId),
          eq(organizationMembers.userId, agent.user._id),
        ),
      );
    expect(await online(owner.token)).not.toContain(agent.user._id);
    expect(await ended).toEqual({ reason: 'auth.session_expired' });
  });

  it('answers 422 to a channel id that is not a uuid and 401 without a session', async () => {
    const { token } = await signUp(app);
    const invalid = await app.inject({
      method: 'GET',
      url: '/api/v1/organization/user/online?channelOid=nope',
      headers: bearer(token),
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error).toMatchObject({ code: 'VALIDATION', reason: 'common.validation' });
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/organization/user/online' });
    expect(anonymous.statusCode).toBe(401);
  });
});
