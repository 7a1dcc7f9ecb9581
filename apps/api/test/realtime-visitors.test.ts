import type {
  ServerToVisitorEvents,
  VisitorRealtimeEventName,
  VisitorRealtimeEventPayload,
  VisitorSession,
  VisitorToServerEvents,
} from '@charla/contracts';
import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUp } from './accounts.js';
import { api, createChannel, dataOf } from './conversations-fixtures.js';
import { createTestApp, sharedRedisEnv, type TestApp } from './helpers.js';
import { connectAgent, listen, nextEvent, type AgentSocket, type Refusal } from './realtime-client.js';

type VisitorSocket = Socket<ServerToVisitorEvents, VisitorToServerEvents>;

function openVisitor(url: string, auth: Record<string, unknown>): VisitorSocket {
  return io(`${url}/visitor`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth,
  });
}

async function connectVisitor(url: string, auth: Record<string, unknown>) {
  const socket = openVisitor(url, auth);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Every event of that name the visitor hears, in order. */
function record<K extends VisitorRealtimeEventName>(socket: VisitorSocket, name: K) {
  const heard: VisitorRealtimeEventPayload<K>[] = [];
  (socket.on as (event: string, listener: (payload: VisitorRealtimeEventPayload<K>) => void) => void)(
    name,
    (payload) => heard.push(payload),
  );
  return heard;
}

async function until(check: () => boolean, what: string, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('visitor sockets', () => {
  let app: TestApp;
  let url: string;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let publicKey: string;
  let channelId: string;
  let agent: AgentSocket;
  const sockets: { close: () => unknown }[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    url = await listen(app);
    owner = await signUp(app);
    publicKey = dataOf<{ publicKey: string }>(
      await api(app, owner.token).get('/organization/apikey'),
    ).publicKey;
    channelId = await createChannel(app, owner.token);
    agent = await connectAgent(url, owner.token);
    sockets.push(agent);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app.close();
  });

  const newVisitor = async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/developer/session?channelOid=${channelId}`,
      headers: { 'x-public-key': publicKey },
    });
    return dataOf<VisitorSession>(response);
  };
  const sendAsVisitor = async (visitor: VisitorSession, text: string) =>
    dataOf<{ conversationOid: string }>(
      await app.inject({
        method: 'POST',
        url: '/api/v1/developer/sendMessage',
        headers: { 'x-public-key': publicKey, authorization: `Bearer ${visitor.token}` },
        payload: { text },
      }),
    );

  it('refuses a handshake without a genuine visitor token or with a wrong key', async () => {
    const visitor = await newVisitor();
    for (const auth of [
      {},
      { publicKey, token: 'vt_forged.sig' },
      { publicKey: 'pk_wrong', token: visitor.token },
    ]) {
      const socket = openVisitor(url, auth);
      const refusal = await new Promise<Refusal>((resolve, reject) => {
        socket.once('connect', () => reject(new Error('accepted')));
        socket.once('connect_error', (error) => resolve(error as Refusal));
      });
      socket.close();
      expect(refusal.data.code).toBe('401');
    }
  });

  it('joins the conversation its first message opens and hears replies, never internal notes', async () => {
    const visitor = await newVisitor();
    const socket = await connectVisitor(url, { publicKey, token: visitor.token });
    sockets.push(socket);
    const messages = record(socket, 'message.created');
    const { conversationOid } = await sendAsVisitor(visitor, 'Hola, ¿hay stock?');
    const agentApi = api(app, owner.token);
    await agentApi.post('/message/message-out', {
      conversationOid,
      text: 'Ojo: cliente nuevo',
      private: true,
    });
    await agentApi.post('/message/message-out', { conversationOid, text: 'Sí, quedan tres' });
    await until(() => messages.length >= 2, 'the reply');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(messages.map((message) => message.interaction.text)).toEqual([
      'Hola, ¿hay stock?',
      'Sí, quedan tres',
    ]);
    expect(messages.every((message) => message.conversationOid === conversationOid)).toBe(true);
    expect(messages[1]?.interaction.sender).toMatchObject({ firstName: owner.user.firstName });
  });

  it('carries typing and read marks between the customer and the agents', async () => {
    const visitor = await newVisitor();
    const { conversationOid } = await sendAsVisitor(visitor, 'Escribo…');
    const socket = await connectVisitor(url, { publicKey, token: visitor.token });
    sockets.push(socket);

    const agentHears = nextEvent(agent, 'typing', (event) => event.conversationOid === conversationOid);
    socket.emit('typing', { typing: true });
    expect(await agentHears).toEqual({
      conversationOid,
      channelOid: channelId,
      typing: true,
      sender: { type: 'contact' },
    });

    const typing = record(socket, 'typing');
    agent.emit('typing', { conversationOid, typing: true });
    await until(() => typing.length > 0, 'agent typing');
    expect(typing[0]).toEqual({ conversationOid, typing: true, name: owner.user.firstName });

    const reads = record(socket, 'conversation.read');
    await api(app, owner.token).post(`/conversation/${conversationOid}/read`);
    await until(() => reads.length > 0, 'agent read');
    expect(reads[0]).toMatchObject({ conversationOid });

    const contactRead = nextEvent(agent, 'conversation.read', (event) => event.reader === 'contact');
    await app.inject({
      method: 'POST',
      url: `/api/v1/developer/conversation/${conversationOid}/read`,
      headers: { 'x-public-key': publicKey, authorization: `Bearer ${visitor.token}` },
    });
    expect(await contactRead).toMatchObject({
      conversationOid,
      channelOid: channelId,
      reader: 'contact',
      userOid: null,
    });
  });

  it('does not let an agent type into a conversation of a channel it cannot see', async () => {
    const other = await signUp(app);
    const otherChannel = await createChannel(app, other.token);
    const otherKey = dataOf<{ publicKey: string }>(
      await api(app, other.token).get('/organization/apikey'),
    ).publicKey;
    const session = dataOf<VisitorSession>(
      await app.inject({
        method: 'GET',
        url: `/api/v1/developer/session?channelOid=${otherChannel}`,
        headers: { 'x-public-key': otherKey },
      }),
    );
    const { conversationOid } = dataOf<{ conversationOid: string }>(
      await app.inject({
        method: 'POST',
        url: '/api/v1/developer/sendMessage',
        headers: { 'x-public-key': otherKey, authorization: `Bearer ${session.token}` },
        payload: { text: 'hola' },
      }),
    );
    const socket = await connectVisitor(url, { publicKey: otherKey, token: session.token });
    sockets.push(socket);
    const typing = record(socket, 'typing');
    agent.emit('typing', { conversationOid, typing: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(typing).toEqual([]);
  });
});

/** Two instances on one PostgreSQL and Redis (npm run test:pg): the visitor may sit on either. */
describe.skipIf(!inject('redisUrl'))('visitor sockets across instances', () => {
  let first: TestApp;
  let second: TestApp;
  let secondUrl: string;
  const sockets: { close: () => unknown }[] = [];

  beforeAll(async () => {
    // Instances of one deployment share SECRETS_KEY (README, Scale out): visitor tokens are signed with it.
    const env = { ...sharedRedisEnv(), SECRETS_KEY: randomBytes(32).toString('hex') };
    first = await createTestApp({ env });
    second = await createTestApp({ env });
    await listen(first);
    secondUrl = await listen(second);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([first.close(), second.close()]);
  });

  it('joins the conversation opened on the other instance and hears the reply sent there', async () => {
    const owner = await signUp(first);
    const publicKey = dataOf<{ publicKey: string }>(
      await api(first, owner.token).get('/organization/apikey'),
    ).publicKey;
    const channelId = await createChannel(first, owner.token);
    const visitor = dataOf<VisitorSession>(
      await first.inject({
        method: 'GET',
        url: `/api/v1/developer/session?channelOid=${channelId}`,
        headers: { 'x-public-key': publicKey },
      }),
    );
    const socket = await connectVisitor(secondUrl, { publicKey, token: visitor.token });
    sockets.push(socket);
    const messages = record(socket, 'message.created');
    const { conversationOid } = dataOf<{ conversationOid: string }>(
      await first.inject({
        method: 'POST',
        url: '/api/v1/developer/sendMessage',
        headers: { 'x-public-key': publicKey, authorization: `Bearer ${visitor.token}` },
        payload: { text: 'Hola desde la otra instancia' },
      }),
    );
    // The join travels through Redis; once the room has the socket, replies from anywhere arrive.
    await until(() => socket.connected, 'connected');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await api(first, owner.token).post('/message/message-out', {
      conversationOid,
      text: 'Te leo desde aquí',
    });
    await until(
      () => messages.some((message) => message.interaction.text === 'Te leo desde aquí'),
      'the reply',
    );
  });
});
