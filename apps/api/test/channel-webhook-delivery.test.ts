import { channelMessageWebhookSchema, type ApiKeys, type Interaction } from '@charla/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { createHmac, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { webhookDeliveries } from '../src/modules/channels/channels.deliveries.table.js';
import {
  outcomeOf,
  webhookRetryDelayMs,
  workChannelWebhooks,
  type DeliveryOptions,
} from '../src/modules/channels/channels.delivery.js';
import { contacts } from '../src/modules/contacts/contacts.table.js';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/client.js';
import { createJobs, type Jobs } from '../src/platform/jobs/jobs.js';
import { signUp } from './accounts.js';
import { api, createChannel, dataOf, inbound } from './conversations-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

type Received = { headers: IncomingHttpHeaders; body: string };

/** A local webhook receiver answering the queued statuses in turn, then `fallback`. */
async function startReceiver(fallback = 200) {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(statuses.shift() ?? fallback).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/charla`,
    received,
    answer: (...next: number[]) => statuses.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Polls until `check` holds; deliveries are asynchronous by design. */
async function eventually<T>(read: () => Promise<T> | T, check: (value: T) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const isSignedWith = (secretKey: string, { headers, body }: Received) => {
  const timestamp = headers['x-charla-timestamp'] as string;
  const expected = createHmac('sha256', secretKey).update(`${timestamp}.${body}`).digest('hex');
  return headers['x-charla-signature'] === `sha256=${expected}`;
};

/** An owner with an api channel pointing at `receiver` and a conversation of an identified contact. */
async function organizationWithApiChannel(app: TestApp, receiver: Receiver, identifier: string | null) {
  const owner = await signUp(app);
  const organizationId = owner.user.organizationOid;
  const created = await api(app, owner.token).post('/channel', {
    type: 'api',
    name: 'App',
    settings: { webhookUrl: receiver.url },
  });
  const channelId = dataOf<{ _id: string }>(created)._id;
  const keys = dataOf<ApiKeys>(await api(app, owner.token).get('/organization/apikey'));
  const [contact] = await app.deps.database.db
    .insert(contacts)
    .values({ organizationId, name: 'Cliente', identifier })
    .returning({ id: contacts.id });
  const { conversationId } = await inbound(app, { organizationId, channelId, contactId: contact!.id });
  const reply = async (body: { text: string; private?: boolean }, conversationOid = conversationId) => {
    const response = await api(app, owner.token).post('/message/message-out', { conversationOid, ...body });
    expect(response.statusCode).toBe(201);
    return dataOf<Interaction>(response);
  };
  return { owner, organizationId, channelId, contactId: contact!.id, conversationId, keys, reply };
}

const attemptsOf = (app: TestApp, organizationId: string, interactionId: string) =>
  app.deps.database.db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.organizationId, organizationId),
        sql`${webhookDeliveries.payload} -> 'interaction' ->> '_id' = ${interactionId}`,
      ),
    )
    .orderBy(asc(webhookDeliveries.attempt));

describe('the outcome of a delivery attempt', () => {
  it.each([
    [200, 'delivered'],
    [204, 'delivered'],
    [400, 'give_up'],
    [401, 'give_up'],
    [404, 'give_up'],
    [410, 'give_up'],
    [408, 'retry'],
    [429, 'retry'],
    [302, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
  ] as const)('HTTP %i means %s', (status, outcome) => {
    expect(outcomeOf({ status })).toBe(outcome);
  });

  it('retries when the receiver could not be reached', () => {
    expect(outcomeOf({ status: null, problem: 'ECONNREFUSED', cause: null })).toBe('retry');
  });

  it('waits 10 s, 30 s, 1.5 min … between attempts, never more than an hour', () => {
    expect([1, 2, 3, 4, 7, 8].map(webhookRetryDelayMs)).toEqual([
      10_000, 30_000, 90_000, 270_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('api channel webhook delivery, web process and worker apart', () => {
  let app: TestApp;
  let database: DatabaseHandle;
  let web: Jobs;
  let worker: Jobs;
  let receiver: Receiver;
  let org: Awaited<ReturnType<typeof organizationWithApiChannel>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-webhooks-'));
  const schema = `pgboss_test_${randomBytes(4).toString('hex')}`;
  const fast: DeliveryOptions = {
    maxAttempts: 3,
    retryDelayMs: () => 50,
    timeoutMs: 2_000,
    pollingIntervalSeconds: 0.5,
  };

  beforeAll(async () => {
    // Under test:pg every test file shares one database and other files' apps work the default
    // queue; a pg-boss schema of this file's own keeps their workers (and retry delays) off these jobs.
    const databaseUrl = inject('databaseUrl');
    if (!databaseUrl) cpSync(inject('pgliteTemplateDir'), join(dataDir, 'db'), { recursive: true });
    database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    // The app enqueues only (ROLE=web); this worker shares its database and retries within milliseconds.
    web = createJobs({ database, role: 'web', log: console, schema });
    worker = createJobs({ database, role: 'worker', log: console, schema });
    await web.start();
    await worker.start();
    app = await createTestApp({ env: { ROLE: 'web' }, overrides: { database, jobs: web } });
    await workChannelWebhooks({ config: app.config, database, fetch, now: app.deps.now, jobs: worker }, fast);
    receiver = await startReceiver();
    org = await organizationWithApiChannel(app, receiver, 'cliente-42');
  });
  afterAll(async () => {
    await worker.stop();
    await app.close();
    await web.stop();
    await receiver.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("posts an agent reply to the channel's webhook, signed with the organization's secret key", async () => {
    const reply = await org.reply({ text: 'Hola, ¿en qué te ayudo?' });
    const [request] = await eventually(
      () => receiver.received.filter((r) => r.body.includes(reply._id)),
      (found) => found.length === 1,
    );
    expect(isSignedWith(org.keys.secretKey, request!)).toBe(true);
    expect(request!.headers['content-type']).toBe('application/json');
    const payload = channelMessageWebhookSchema.parse(JSON.parse(request!.body));
    expect(payload).toEqual({
      event: 'message.created',
      channelOid: org.channelId,
      conversationOid: org.conversationId,
      contactOid: org.contactId,
      identifier: 'cliente-42',
      interaction: reply,
      timestamp: reply.createdAt,
    });

    const [attempt] = await eventually(
      () => attemptsOf(app, org.organizationId, reply._id),
      (rows) => rows[0]?.status === 'delivered',
    );
    expect(attempt).toMatchObject({
      channelId: org.channelId,
      event: 'message.created',
      url: receiver.url,
      attempt: 1,
      httpStatus: 200,
      error: null,
      nextAttemptAt: null,
    });
    expect(attempt!.deliveredAt).toBeInstanceOf(Date);
    expect(attempt!.payload).toEqual(payload);
  });

  it('tries again after a 500 and records both attempts of the one delivery', async () => {
    receiver.answer(500);
    const reply = await org.reply({ text: 'Segundo intento' });
    const rows = await eventually(
      () => attemptsOf(app, org.organizationId, reply._id),
      (found) => found[1]?.status === 'delivered',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ attempt: 1, status: 'failed', httpStatus: 500, error: 'HTTP 500' });
    expect(rows[0]!.nextAttemptAt!.getTime()).toBeGreaterThan(rows[0]!.createdAt.getTime());
    expect(rows[1]).toMatchObject({ attempt: 2, status: 'delivered', httpStatus: 200, nextAttemptAt: null });
    expect(rows[1]!.deliveryId).toBe(rows[0]!.deliveryId);
    const requests = receiver.received.filter((r) => r.body.includes(reply._id));
    expect(requests).toHaveLength(2);
    expect(requests.every((request) => isSignedWith(org.keys.secretKey, request))).toBe(true);
    expect(requests[1]!.body).toBe(requests[0]!.body);
  });

  it('gives up at once when the receiver answers a 4xx such as 410', async () => {
    receiver.answer(410);
    const reply = await org.reply({ text: 'Nadie escucha' });
    const [attempt] = await eventually(
      () => attemptsOf(app, org.organizationId, reply._id),
      (rows) => rows[0]?.status === 'failed',
    );
    expect(attempt).toMatchObject({ attempt: 1, httpStatus: 410, nextAttemptAt: null });
    const queued = await database.pool.query(
      `select count(*)::int as count from ${schema}.job
       where name = 'channel-webhook' and state in ('created', 'retry', 'active')
       and data ->> 'deliveryId' = $1`,
      [attempt!.deliveryId],
    );
    expect(queued.rows[0].count).toBe(0);
  });

  it('stops after the last attempt when the receiver keeps failing', async () => {
    receiver.answer(503, 503, 503);
    const reply = await org.reply({ text: 'Servidor caído' });
    const rows = await eventually(
      () => attemptsOf(app, org.organizationId, reply._id),
      (found) => found.length === 3 && found[2]!.status === 'failed',
    );
    expect(rows.map((row) => [row.attempt, row.httpStatus, row.nextAttemptAt === null])).toEqual([
      [1, 503, false],
      [2, 503, false],
      [3, 503, true],
    ]);
  });

  it('sends neither private notes nor customer messages nor replies on a web chat channel', async () => {
    const before = receiver.received.length;
    const note = await org.reply({ text: 'Nota interna', private: true });
    await inbound(app, {
      organizationId: org.organizationId,
      channelId: org.channelId,
      contactId: org.contactId,
      text: 'Gracias',
    });
    const webchatId = await createChannel(app, org.owner.token, 'Web');
    const { conversationId: webchatConversation } = await inbound(app, {
      organizationId: org.organizationId,
      channelId: webchatId,
      contactId: org.contactId,
    });
    await org.reply({ text: 'Respuesta en la web' }, webchatConversation);
    await app.deps.events.drain();
    // Anything queued before this reply would arrive first; only the reply does.
    const last = await org.reply({ text: 'Esta sí' });
    await eventually(
      () => receiver.received.length,
      (count) => count > before,
    );
    expect(receiver.received.slice(before).map((r) => JSON.parse(r.body).interaction._id)).toEqual([
      last._id,
    ]);
    expect(await attemptsOf(app, org.organizationId, note._id)).toEqual([]);
  });

  it("keeps each organization's deliveries apart: own URL, own key, own rows", async () => {
    const otherReceiver = await startReceiver();
    try {
      const other = await organizationWithApiChannel(app, otherReceiver, null);
      const otherReply = await other.reply({ text: 'Otra organización' });
      const reply = await org.reply({ text: 'Primera organización' });
      const [otherRequest] = await eventually(
        () => otherReceiver.received,
        (found) => found.length === 1,
      );
      await eventually(
        () => receiver.received.filter((r) => r.body.includes(reply._id)),
        (found) => found.length === 1,
      );
      expect(isSignedWith(other.keys.secretKey, otherRequest!)).toBe(true);
      expect(isSignedWith(org.keys.secretKey, otherRequest!)).toBe(false);
      expect(JSON.parse(otherRequest!.body)).toMatchObject({
        channelOid: other.channelId,
        contactOid: other.contactId,
        identifier: null,
        interaction: { _id: otherReply._id },
      });
      expect(receiver.received.some((r) => r.body.includes(otherReply._id))).toBe(false);
      expect(await attemptsOf(app, org.organizationId, otherReply._id)).toEqual([]);
      const [otherRow] = await eventually(
        () => attemptsOf(app, other.organizationId, otherReply._id),
        (rows) => rows[0]?.status === 'delivered',
      );
      expect(otherRow!.channelId).toBe(other.channelId);
    } finally {
      await otherReceiver.close();
    }
  });
});

describe('api channel webhook delivery in one process (ROLE=all)', () => {
  let app: TestApp;
  let receiver: Receiver;
  beforeAll(async () => {
    app = await createTestApp({ env: { ROLE: 'all' } });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  it('delivers a reply with the worker the app runs itself', async () => {
    const org = await organizationWithApiChannel(app, receiver, 'cliente-7');
    const reply = await org.reply({ text: 'Hola' });
    const [request] = await eventually(
      () => receiver.received,
      (found) => found.length === 1,
    );
    expect(isSignedWith(org.keys.secretKey, request!)).toBe(true);
    expect(JSON.parse(request!.body)).toMatchObject({
      identifier: 'cliente-7',
      interaction: { _id: reply._id },
    });
  });
});
