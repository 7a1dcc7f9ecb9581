import type { Conversation, Interaction, OrganizationUser } from '@charla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEventName } from '../src/platform/events/events.js';
import { registerRealtimeListeners } from '../src/platform/realtime/realtime.listener.js';
import { signUp } from './accounts.js';
import {
  api,
  createChannel,
  createContact,
  dataOf,
  inbound,
  newConversation,
  type Page,
} from './conversations-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { addMember, patchMember } from './members-fixtures.js';

describe('conversations', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let organizationId: string;
  let channelId: string;
  let otherChannelId: string;
  const emitted: { name: DomainEventName; payload: unknown }[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signUp(app);
    organizationId = owner.user.organizationOid;
    channelId = await createChannel(app, owner.token, 'Web');
    otherChannelId = await createChannel(app, owner.token, 'Soporte');
    for (const name of ['conversation.created', 'conversation.updated', 'message.created'] as const) {
      app.deps.events.on(name, (payload) => void emitted.push({ name, payload }));
    }
  });
  afterAll(() => app.close());

  const as = (token: string) => api(app, token);
  const conversation = async (token: string, id: string) =>
    dataOf<Conversation>(await as(token).get(`/conversation/${id}`));
  const timeline = async (token: string, id: string) =>
    dataOf<Page<Interaction>>(await as(token).get(`/conversation/${id}/interactions`)).items;

  it('opens a new conversation on a customer message and shows it in the inbox with its preview and unread count', async () => {
    const contactId = await createContact(app, organizationId, 'Lucía');
    emitted.length = 0;
    const stored = await inbound(app, {
      organizationId,
      channelId,
      contactId,
      text: '<b>Hola</b>, ¿hay stock?',
    });
    await app.deps.events.drain();
    expect(stored.isDuplicate).toBe(false);
    expect(emitted.map((event) => event.name)).toEqual(['conversation.created', 'message.created']);

    const inbox = dataOf<Page<Conversation>>(await as(owner.token).get('/conversation'));
    const item = inbox.items.find((candidate) => candidate._id === stored.conversationId);
    expect(item).toMatchObject({
      status: 'new',
      channel: { _id: channelId, name: 'Web', type: 'webchat' },
      contact: { _id: contactId, name: 'Lucía' },
      assignee: null,
      lastMessagePreview: '<b>Hola</b>, ¿hay stock?',
      unreadCount: 1,
    });
    expect((await timeline(owner.token, stored.conversationId))[0]).toMatchObject({
      direction: 'in',
      senderType: 'contact',
      kind: 'text',
      text: '<b>Hola</b>, ¿hay stock?',
      sender: null,
    });
  });

  it('stores one message when the customer sends the same clientId twice', async () => {
    const contactId = await createContact(app, organizationId);
    const first = await inbound(app, { organizationId, channelId, contactId, clientId: 'c-1' });
    const again = await inbound(app, { organizationId, channelId, contactId, clientId: 'c-1' });
    expect(again).toMatchObject({ isDuplicate: true, conversationId: first.conversationId });
    expect(again.interaction._id).toBe(first.interaction._id);
    expect(await timeline(owner.token, first.conversationId)).toHaveLength(1);
  });

  it('reopens a closed conversation as new and unassigned when the customer writes again', async () => {
    const contactId = await createContact(app, organizationId);
    const { conversationId } = await inbound(app, { organizationId, channelId, contactId });
    await as(owner.token).post(`/conversation/${conversationId}/assign`, { userOid: owner.user._id });
    const closed = await as(owner.token).post('/message/close', { conversationOid: conversationId });
    expect(dataOf<Conversation>(closed).status).toBe('closed');
    expect(
      dataOf<Page<Conversation>>(await as(owner.token).get('/conversation')).items.map((c) => c._id),
    ).not.toContain(conversationId);

    const reopened = await inbound(app, { organizationId, channelId, contactId, text: 'Otra pregunta' });
    expect(reopened.conversationId).toBe(conversationId);
    expect(await conversation(owner.token, conversationId)).toMatchObject({ status: 'new', assignee: null });
  });

  it('sends agent replies once per clientId, keeps notes private to agents and refuses replies to closed conversations', async () => {
    const conversationId = await newConversation(app, organizationId, channelId, 'Pregunta');
    const reply = { conversationOid: conversationId, text: 'Respuesta', clientId: 'agent-1' };
    const sent = await as(owner.token).post('/message/message-out', reply);
    expect(sent.statusCode).toBe(201);
    expect(dataOf<Interaction>(sent)).toMatchObject({
      direction: 'out',
      senderType: 'user',
      kind: 'text',
      sender: { _id: owner.user._id, firstName: 'Ana' },
    });
    const resent = await as(owner.token).post('/message/message-out', reply);
    expect(dataOf<Interaction>(resent)._id).toBe(dataOf<Interaction>(sent)._id);

    emitted.length = 0;
    const note = await as(owner.token).post('/message/message-out', {
      conversationOid: conversationId,
      text: 'Cliente VIP',
      private: true,
    });
    await app.deps.events.drain();
    expect(dataOf<Interaction>(note).kind).toBe('note');
    // A note is not conversation activity the customer could see: the inbox preview stays the reply.
    expect((await conversation(owner.token, conversationId)).lastMessagePreview).toBe('Respuesta');
    expect(emitted.map((event) => event.name)).toEqual(['message.created']);
    expect((await timeline(owner.token, conversationId)).map((item) => item.kind)).toEqual([
      'note',
      'text',
      'text',
    ]);

    await as(owner.token).post('/message/close', { conversationOid: conversationId });
    const late = await as(owner.token).post('/message/message-out', {
      conversationOid: conversationId,
      text: 'Hola',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { reason: 'conversations.closed' } });
  });

  it('lets a USER see and act only on conversations of its channels; anything else is 404', async () => {
    const agent = await addMember(app, owner, { firstName: 'Marta' });
    await patchMember(app, owner.token, agent.userId, { channels: [channelId] });
    const visible = await newConversation(app, organizationId, channelId);
    const hidden = await newConversation(app, organizationId, otherChannelId);

    const inbox = dataOf<Page<Conversation>>(await as(agent.token).get('/conversation?limit=100'));
    expect(inbox.items.map((item) => item._id)).toContain(visible);
    expect(inbox.items.every((item) => item.channel._id === channelId)).toBe(true);
    expect((await as(agent.token).get(`/conversation/${visible}`)).statusCode).toBe(200);

    const attempts = [
      as(agent.token).get(`/conversation/${hidden}`),
      as(agent.token).get(`/conversation/${hidden}/interactions`),
      as(agent.token).post(`/conversation/${hidden}/assign`, { userOid: agent.userId }),
      as(agent.token).post(`/conversation/${hidden}/read`),
      as(agent.token).post('/message/message-out', { conversationOid: hidden, text: 'Hola' }),
      as(agent.token).post('/message/close', { conversationOid: hidden }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { reason: 'conversations.not_found' } });
    }
  });

  it("answers 404 for another organization's conversation", async () => {
    const stranger = await signUp(app);
    const conversationId = await newConversation(app, organizationId, channelId);
    expect((await as(stranger.token).get(`/conversation/${conversationId}`)).statusCode).toBe(404);
    const reply = await as(stranger.token).post('/message/message-out', {
      conversationOid: conversationId,
      text: 'x',
    });
    expect(reply.statusCode).toBe(404);
    expect(dataOf<Page<Conversation>>(await as(stranger.token).get('/conversation')).items).toEqual([]);
  });

  it('assigns only to members with access to the channel: active when assigned, new when unassigned', async () => {
    const conversationId = await newConversation(app, organizationId, channelId);
    const outsider = await addMember(app, owner, { firstName: 'Sin canal' });
    const refused = await as(owner.token).post(`/conversation/${conversationId}/assign`, {
      userOid: outsider.userId,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: { reason: 'conversations.assignee_not_allowed' } });

    const agent = await addMember(app, owner, { firstName: 'Con canal' });
    await patchMember(app, owner.token, agent.userId, { channels: [channelId] });
    const assigned = await as(owner.token).post(`/conversation/${conversationId}/assign`, {
      userOid: agent.userId,
    });
    expect(dataOf<Conversation>(assigned)).toMatchObject({
      status: 'active',
      assignee: { _id: agent.userId, firstName: 'Con canal' },
    });
    const mine = dataOf<Page<Conversation>>(await as(agent.token).get('/conversation?assigneeOid=me'));
    expect(mine.items.map((item) => item._id)).toEqual([conversationId]);

    const members = await as(owner.token).get('/organization/user?getConversations=true');
    expect(
      dataOf<OrganizationUser[]>(members).find((member) => member._id === agent.userId)?.conversations,
    ).toBe(1);

    const unassigned = await as(owner.token).post(`/conversation/${conversationId}/assign`, {
      userOid: null,
    });
    expect(dataOf<Conversation>(unassigned)).toMatchObject({ status: 'new', assignee: null });
    const none = dataOf<Page<Conversation>>(
      await as(owner.token).get('/conversation?assigneeOid=none&limit=100'),
    );
    expect(none.items.map((item) => item._id)).toContain(conversationId);
  });

  it("drops the agent's unread count after reading, and counts the next customer message", async () => {
    const contactId = await createContact(app, organizationId);
    const { conversationId } = await inbound(app, { organizationId, channelId, contactId });
    await inbound(app, { organizationId, channelId, contactId, text: 'Segundo' });
    expect((await conversation(owner.token, conversationId)).unreadCount).toBe(2);
    expect((await as(owner.token).post(`/conversation/${conversationId}/read`)).statusCode).toBe(200);
    expect((await conversation(owner.token, conversationId)).unreadCount).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await inbound(app, { organizationId, channelId, contactId, text: 'Tercero' });
    expect((await conversation(owner.token, conversationId)).unreadCount).toBe(1);
  });

  it('pages the inbox and the timeline by keyset without gaps or repeats', async () => {
    const fresh = await signUp(app);
    const freshChannel = await createChannel(app, fresh.token);
    const ids: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      ids.unshift(await newConversation(app, fresh.user.organizationOid, freshChannel, `Mensaje ${index}`));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page: Page<Conversation> = dataOf(await as(fresh.token).get(`/conversation?limit=3${query}`));
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((item) => item._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids);

    const contactId = await createContact(app, fresh.user.organizationOid);
    const texts = ['uno', 'dos', 'tres', 'cuatro', 'cinco'];
    let conversationId = '';
    for (const text of texts) {
      conversationId = (
        await inbound(app, {
          organizationId: fresh.user.organizationOid,
          channelId: freshChannel,
          contactId,
          text,
        })
      ).conversationId;
    }
    const first = dataOf<Page<Interaction>>(
      await as(fresh.token).get(`/conversation/${conversationId}/interactions?limit=2`),
    );
    const rest = dataOf<Page<Interaction>>(
      await as(fresh.token).get(
        `/conversation/${conversationId}/interactions?limit=10&cursor=${first.nextCursor}`,
      ),
    );
    expect([...first.items, ...rest.items].map((item) => item.text)).toEqual([...texts].reverse());
    expect(rest.nextCursor).toBeNull();
    expect((await as(fresh.token).get('/conversation?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('answers the inbox with the same number of SQL statements for 5 and for 50 items', async () => {
    const fresh = await signUp(app);
    const freshChannel = await createChannel(app, fresh.token);
    for (let index = 0; index < 55; index += 1) {
      await newConversation(app, fresh.user.organizationOid, freshChannel);
    }
    const pool = app.deps.database.pool;
    const original = pool.query.bind(pool);
    let statements = 0;
    pool.query = ((...args: Parameters<typeof original>) => {
      statements += 1;
      return original(...args);
    }) as typeof pool.query;
    const countFor = async (limit: number) => {
      statements = 0;
      const page = dataOf<Page<Conversation>>(await as(fresh.token).get(`/conversation?limit=${limit}`));
      expect(page.items).toHaveLength(limit);
      return statements;
    };
    try {
      const forFive = await countFor(5);
      const forFifty = await countFor(50);
      expect(forFifty).toBe(forFive);
      // The session check and its last-seen touch, then the page itself in one statement.
      expect(forFive).toBe(3);
    } finally {
      pool.query = original as typeof pool.query;
    }
  });
});

describe('conversation realtime fan-out', () => {
  it('sends new conversations, messages and notes to the rooms of the channel and the customer only what it may see', async () => {
    const sent: { scope: string; room: string; event: string; payload: unknown }[] = [];
    const record =
      (scope: string) =>
      (room: string, event: string, payload: unknown): void =>
        void sent.push({ scope, room, event, payload });
    const app = await createTestApp();
    // The app's own listener emits through Socket.IO; the same listener on a recording realtime shows the rooms.
    const unsubscribe = registerRealtimeListeners({
      events: app.deps.events,
      realtime: {
        toOrganization: record('organization'),
        toUser: record('user'),
        toChannel: record('channel'),
        toVisitor: record('visitor'),
        joinVisitorConversation: () => undefined,
        listOnline: async () => [],
      },
    });
    try {
      const owner = await signUp(app);
      const organizationId = owner.user.organizationOid;
      const channelId = await createChannel(app, owner.token);
      const conversationId = await newConversation(app, organizationId, channelId, 'Hola');
      await api(app, owner.token).post('/message/message-out', {
        conversationOid: conversationId,
        text: 'Solo para agentes',
        private: true,
      });
      await app.deps.events.drain();
      const conversationEvents = sent.filter((entry) => /^(conversation|message)\./.test(entry.event));
      // The customer's room hears its own message but never the note.
      expect(conversationEvents.map(({ scope, room, event }) => [scope, room, event])).toEqual([
        ['channel', channelId, 'conversation.created'],
        ['channel', channelId, 'message.created'],
        ['visitor', conversationId, 'message.created'],
        ['channel', channelId, 'message.created'],
      ]);
      expect(conversationEvents[3]?.payload).toMatchObject({
        conversationOid: conversationId,
        interaction: { kind: 'note', text: 'Solo para agentes' },
      });
    } finally {
      unsubscribe();
      await app.close();
    }
  });
});

describe('conversation history and export', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signUp(app);
  });
  afterAll(() => app.close());

  it('lists every status in a creation date range and exports the same rows as escaped CSV', async () => {
    const organizationId = owner.user.organizationOid;
    const channelId = await createChannel(app, owner.token, 'Web, "principal"');
    const before = new Date().toISOString();
    const open = await newConversation(app, organizationId, channelId, '=SUMA(1,2)');
    const closed = await newConversation(app, organizationId, channelId, 'Línea uno\nlínea "dos"');
    await api(app, owner.token).post('/message/close', { conversationOid: closed });
    const after = new Date(Date.now() + 1000).toISOString();

    const all = dataOf<Page<Conversation>>(
      await api(app, owner.token).get(`/conversation/all?from=${before}&to=${after}`),
    );
    expect(all.items.map((item) => item._id).sort()).toEqual([open, closed].sort());
    const future = await api(app, owner.token).get(`/conversation/all?from=${after}`);
    expect(dataOf<Page<Conversation>>(future).items).toEqual([]);

    const csv = await api(app, owner.token).get(`/conversation/export?status=closed&from=${before}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      'conversationOid,status,channel,contactName,contactEmail,contactPhone,assignee,createdAt,lastMessageAt,lastMessagePreview',
    );
    expect(lines[1]).toContain(`${closed},closed,"Web, ""principal""",Cliente,`);
    expect(lines[1]).toMatch(/,"Línea uno línea ""dos"""$/);
    expect(lines.filter(Boolean)).toHaveLength(2);

    const formula = await api(app, owner.token).get(`/conversation/export?status=new&from=${before}`);
    expect(formula.body.trim().split('\r\n')[1]).toMatch(/,"'=SUMA\(1,2\)"$/);
  });

  it('exports only the header to a USER who sees no channel', async () => {
    const agent = await addMember(app, owner, { firstName: 'Sin canal' });
    const csv = await api(app, agent.token).get('/conversation/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);
  });
});

describe('reopening a conversation', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signUp(app);
  });
  afterAll(() => app.close());

  it('reopens a closed conversation assigned to the calling agent, and leaves an open one as it is', async () => {
    const organizationId = owner.user.organizationOid;
    const channelId = await createChannel(app, owner.token);
    const conversationId = await newConversation(app, organizationId, channelId);
    const agent = api(app, owner.token);
    const untouched = dataOf<Conversation>(await agent.post(`/conversation/${conversationId}/reopen`));
    expect(untouched).toMatchObject({ status: 'new', assignee: null });
    await agent.post('/message/close', { conversationOid: conversationId });
    const reopened = await agent.post(`/conversation/${conversationId}/reopen`);
    expect(reopened.statusCode).toBe(200);
    expect(dataOf<Conversation>(reopened)).toMatchObject({
      status: 'active',
      assignee: { _id: owner.user._id },
    });
    const reply = await agent.post('/message/message-out', {
      conversationOid: conversationId,
      text: 'De vuelta',
    });
    expect(reply.statusCode).toBe(201);
    const stranger = await signUp(app);
    expect((await api(app, stranger.token).post(`/conversation/${conversationId}/reopen`)).statusCode).toBe(
      404,
    );
  });
});
