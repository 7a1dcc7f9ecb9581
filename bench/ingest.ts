/**
 * Message ingest: N visitors post through the client API while M agents are connected by Socket.IO.
 * Prints messages per second and the latency from the POST leaving the visitor to the first agent
 * socket receiving `message.created`, on PGlite (embedded) and on PostgreSQL, then the raw insert rate
 * of the same database (one row per statement, same concurrency) and the ratio of the two. Two load
 * phases: saturating (every visitor sends back to back: the throughput ceiling, latency is queueing)
 * and paced (one message per visitor per BENCH_PACE_MS, default 1000: the latency people feel).
 *
 * The server runs in a child process, as `npm start` runs it, so the load generator does not share
 * its event loop; both share this machine's cores. Environment: BENCH_VISITORS (default 50),
 * BENCH_AGENTS (5), BENCH_MESSAGES (20 per visitor), BENCH_DATABASE_URL (PostgreSQL server to create a
 * scratch database on; default postgres://postgres@127.0.0.1:5432/postgres; `skip` skips PostgreSQL),
 * BENCH_SERVER_NODE_ARGS (extra Node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../apps/api/src/platform/db/client.js';

const VISITORS = Number(process.env.BENCH_VISITORS ?? 50);
const AGENTS = Number(process.env.BENCH_AGENTS ?? 5);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20);
/** The paced phase: each visitor sends one message this often, like people typing. */
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 1000);
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVER_ENTRY = resolve(import.meta.dirname, '../apps/api/src/server.ts');
const EVENT_TIMEOUT_MS = 30_000;

type Row = {
  database: string;
  load: string;
  visitors: number;
  agents: number;
  messages: number;
  messagesPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Every message reached every agent socket. */
  fanOutComplete: boolean;
  rawInsertsPerSecond: number;
  /** messagesPerSecond / rawInsertsPerSecond, for the saturating phase (paced throughput is the offered load). */
  ratio: number | null;
};

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CAPTCHA_PROVIDER: 'off',
      // The whole bench comes from one address: the per-IP budgets would stop it, not the server.
      RATE_LIMIT_MAX: '100000000',
      CLIENT_NEW_VISITORS_PER_HOUR: '100000000',
      CLIENT_NEW_CONVERSATIONS_PER_12H: '100000000',
      CLIENT_MESSAGES_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy within 60 s');
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGTERM');
  await exited;
}

async function call<T>(
  url: string,
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${url}/api/v1${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = (await response.json()) as { data: T; error?: unknown };
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function connect(socket: Socket) {
  await new Promise<void>((resolveConnect, reject) => {
    socket.once('connect', () => resolveConnect());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Boots Charla on one database, drives the load, and answers the ingest part of the row. */
async function ingest(url: string) {
  const owner = await call<{ token: string }>(url, '/user/signup', {
    method: 'POST',
    body: JSON.stringify({
      email: `bench-${randomUUID()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Bench',
      lastName: 'Owner',
    }),
  });
  const auth = { authorization: `Bearer ${owner.token}` };
  const channel = await call<{ _id: string }>(url, '/channel', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      type: 'webchat',
      name: 'Bench',
      settings: {
        title: 'Bench',
        welcomeMessage: '',
        color: '#1c7ed6',
        allowedDomains: [],
        identityVerificationRequired: false,
      },
    }),
  });
  const { publicKey } = await call<{ publicKey: string }>(url, '/organization/apikey', { headers: auth });

  // Every agent socket records when each message (by clientId) reached it.
  const arrivals = new Map<string, number>();
  const received = new Array<number>(AGENTS).fill(0);
  const waiters = new Map<string, () => void>();
  const agents = await Promise.all(
    Array.from({ length: AGENTS }, async (_, index) => {
      const socket = await connect(
        io(url, { path: '/socket.io', transports: ['websocket'], auth: { token: owner.token } }),
      );
      socket.on('message.created', (event: { interaction: { clientId: string | null } }) => {
        const clientId = event.interaction.clientId;
        if (!clientId) return;
        received[index] = (received[index] ?? 0) + 1;
        if (!arrivals.has(clientId)) {
          arrivals.set(clientId, performance.now());
          waiters.get(clientId)?.();
        }
      });
      return socket;
    }),
  );

  const visitors = await Promise.all(
    Array.from({ length: VISITORS }, () =>
      call<{ token: string }>(url, `/developer/session?channelOid=${channel._id}`, {
        headers: { 'x-public-key': publicKey },
      }),
    ),
  );

  /** One load phase: every visitor sends MESSAGES messages, one after another, each `paceMs` apart at the least. */
  const drive = async (paceMs: number) => {
    received.fill(0);
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      visitors.map(async (visitor, index) => {
        // Paced visitors start spread over one interval, as real ones would.
        if (paceMs > 0) await sleep((paceMs * index) / VISITORS);
        for (let message = 0; message < MESSAGES; message += 1) {
          const clientId = randomUUID();
          const arrived = new Promise<void>((resolveArrival, reject) => {
            const timer = setTimeout(
              () => reject(new Error(`message ${clientId} never reached an agent`)),
              EVENT_TIMEOUT_MS,
            );
            waiters.set(clientId, () => {
              clearTimeout(timer);
              resolveArrival();
            });
          });
          const sentAt = performance.now();
          await call(url, '/developer/sendMessage', {
            method: 'POST',
            headers: { 'x-public-key': publicKey, authorization: `Bearer ${visitor.token}` },
            body: JSON.stringify({ text: `Mensaje ${message} del visitante`, clientId }),
          });
          await arrived;
          waiters.delete(clientId);
          latencies.push(arrivals.get(clientId)! - sentAt);
          const wait = sentAt + paceMs - performance.now();
          if (wait > 0) await sleep(wait);
        }
      }),
    );
    const elapsedMs = performance.now() - started;
    // Give the slower sockets a moment to receive the last fan-out before counting.
    const total = VISITORS * MESSAGES;
    const deadline = Date.now() + 5_000;
    while (received.some((count) => count < total) && Date.now() < deadline) await sleep(50);
    latencies.sort((a, b) => a - b);
    return {
      load: paceMs > 0 ? `paced: 1 msg / ${paceMs} ms / visitor` : 'saturating: back to back',
      isSaturating: paceMs === 0,
      messages: total,
      messagesPerSecond: Math.round((total / elapsedMs) * 1000),
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
      fanOutComplete: received.every((count) => count === total),
    };
  };

  const results = [await drive(0), await drive(PACE_MS)];
  for (const socket of agents) socket.close();
  return results;
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** Single-row inserts with the same concurrency and count, through the app's own database layer. */
async function rawInserts(config: { DATA_DIR: string; DATABASE_URL?: string }, count: number) {
  const database = await openDatabase(config);
  try {
    await database.pool.query(
      'create table if not exists bench_raw_inserts (id uuid primary key, conversation_id uuid not null, text text, created_at timestamptz not null)',
    );
    const conversationId = randomUUID();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: VISITORS }, async () => {
        for (let index = 0; index < count / VISITORS; index += 1) {
          await database.pool.query(
            'insert into bench_raw_inserts (id, conversation_id, text, created_at) values ($1, $2, $3, now())',
            [randomUUID(), conversationId, `Mensaje ${index} del visitante`],
          );
        }
      }),
    );
    const elapsedMs = performance.now() - started;
    await database.pool.query('drop table bench_raw_inserts');
    return Math.round((count / elapsedMs) * 1000);
  } finally {
    await database.close();
  }
}

async function run(
  database: string,
  env: Record<string, string>,
  rawConfig: { DATA_DIR: string; DATABASE_URL?: string },
) {
  const { url, child } = await startServer(env);
  let results;
  try {
    results = await ingest(url);
  } finally {
    await stopServer(child);
  }
  const rawInsertsPerSecond = await rawInserts(rawConfig, VISITORS * MESSAGES);
  return results.map(
    (result) =>
      ({
        database,
        visitors: VISITORS,
        agents: AGENTS,
        ...result,
        rawInsertsPerSecond,
        ratio: result.isSaturating ? round(result.messagesPerSecond / rawInsertsPerSecond, 3) : null,
      }) satisfies Row,
  );
}

async function postgresAvailable() {
  if (PG_SERVER === 'skip') return false;
  const client = new pg.Client({ connectionString: PG_SERVER, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main() {
  const rows: Row[] = [];
  const embeddedDir = mkdtempSync(join(tmpdir(), 'charla-bench-ingest-'));
  try {
    rows.push(...(await run('PGlite (embedded)', { DATA_DIR: embeddedDir }, { DATA_DIR: embeddedDir })));
  } finally {
    rmSync(embeddedDir, { recursive: true, force: true });
  }

  if (await postgresAvailable()) {
    const name = `charla_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: PG_SERVER });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const databaseUrl = new URL(PG_SERVER);
    databaseUrl.pathname = `/${name}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'charla-bench-ingest-pg-'));
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl.toString() };
      rows.push(...(await run('PostgreSQL', env, env)));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  } else {
    console.log(`PostgreSQL at ${PG_SERVER} is not reachable: its row is skipped.`);
  }

  console.log(
    `\nIngest: ${VISITORS} visitors × ${MESSAGES} messages through POST /developer/sendMessage, ${AGENTS} agent sockets`,
  );
  console.log('latency = POST sent → first agent socket receives message.created (ms)\n');
  console.table(
    rows.map((row) => ({
      database: row.database,
      load: row.load,
      'msg/s': row.messagesPerSecond,
      p50: row.p50,
      p95: row.p95,
      p99: row.p99,
      max: row.max,
      'all agents got all': row.fanOutComplete,
      'raw inserts/s': row.rawInsertsPerSecond,
      'ingest / raw': row.ratio ?? '—',
    })),
  );
  console.log(JSON.stringify({ bench: 'ingest', rows }));
  if (rows.some((row) => !row.fanOutComplete)) process.exitCode = 1;
}

await main();
