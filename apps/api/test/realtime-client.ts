import type {
  AgentToServerEvents,
  RealtimeConnectError,
  RealtimeEventName,
  RealtimeEventPayload,
  Role,
  ServerToClientEvents,
} from '@charla/contracts';
import { and, eq } from 'drizzle-orm';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { inject } from 'vitest';
import { organizationMembers } from '../src/modules/organizations/organizations.table.js';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/client.js';
import { bearer } from './accounts.js';
import type { TestApp } from './helpers.js';

export type AgentSocket = Socket<ServerToClientEvents, AgentToServerEvents>;
/** What `connect_error` carries when the server refuses a handshake. */
export type Refusal = Error & { data: RealtimeConnectError };

const WAIT_MS = 3_000;

/** Listens on a free port of the loopback interface and answers the base URL. */
export async function listen(app: TestApp): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A socket that does not reconnect by itself, so every disconnect in a test is the server's doing. */
export function openSocket(url: string, auth?: Record<string, unknown>): AgentSocket {
  return io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth,
  });
}

function withTimeout<T>(promise: Promise<T>, what: string, ms = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Connects with a session token; fails the test if the server refuses. */
export async function connectAgent(url: string, token: string): Promise<AgentSocket> {
  const socket = openSocket(url, { token });
  await withTimeout(
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    }),
    'connect',
  );
  return socket;
}

/** Tries to connect and answers the server's refusal. */
export async function refusalOf(url: string, auth?: Record<string, unknown>): Promise<Refusal> {
  const socket = openSocket(url, auth);
  try {
    return await withTimeout(
      new Promise<Refusal>((resolve, reject) => {
        socket.once('connect', () => reject(new Error('the server accepted the connection')));
        socket.once('connect_error', (error) => resolve(error as Refusal));
      }),
      'connect_error',
    );
  } finally {
    socket.close();
  }
}

/** The next event of that name, optionally the next one that matches. */
export function nextEvent<K extends RealtimeEventName>(
  socket: AgentSocket,
  name: K,
  matches: (payload: RealtimeEventPayload<K>) => boolean = () => true,
  ms = WAIT_MS,
): Promise<RealtimeEventPayload<K>> {
  const on = socket.on.bind(socket) as (event: string, listener: (payload: never) => void) => void;
  const off = socket.off.bind(socket) as (event: string, listener: (payload: never) => void) => void;
  return withTimeout(
    new Promise((resolve) => {
      const listener = (payload: RealtimeEventPayload<K>) => {
        if (!matches(payload)) return;
        off(name, listener);
        resolve(payload);
      };
      on(name, listener);
    }),
    `event ${name}`,
    ms,
  );
}

/** Resolves with the disconnect reason. */
export function disconnection(socket: AgentSocket, ms = WAIT_MS): Promise<string> {
  return withTimeout(new Promise((resolve) => socket.once('disconnect', resolve)), 'disconnect', ms);
}

/**
 * A database handle of the test's own, on the same database the app uses, for what no route does
 * yet (adding a member with a channel list). Under PGlite the app must be given this handle.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { dispose: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-realtime-'));
  const databaseUrl = inject('databaseUrl');
  const templateDir = inject('pgliteTemplateDir');
  if (!databaseUrl && templateDir) cpSync(templateDir, join(dataDir, 'db'), { recursive: true });
  const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  return Object.assign(database, {
    dispose: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/**
 * Makes an existing user a member of the organization and answers a session token bound to it
 * (switching organization, as the user would).
 */
export async function joinOrganization(
  app: TestApp,
  database: DatabaseHandle,
  {
    token,
    userId,
    organizationId,
    role = 'USER',
    channels = [],
  }: { token: string; userId: string; organizationId: string; role?: Role; channels?: string[] },
): Promise<string> {
  await database.db.insert(organizationMembers).values({ organizationId, userId, role, channels });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/organization/login',
    headers: bearer(token),
    payload: { organizationOid: organizationId },
  });
  if (response.statusCode !== 200) throw new Error(`switch failed: ${response.body}`);
  return response.json<{ data: { token: string } }>().data.token;
}

export async function setChannels(
  database: DatabaseHandle,
  { organizationId, userId, channels }: { organizationId: string; userId: string; channels: string[] },
) {
  await database.db
    .update(organizationMembers)
    .set({ channels })
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    );
}
