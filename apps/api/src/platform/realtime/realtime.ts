import {
  agentTypingSchema,
  REALTIME_PATH,
  VISITOR_NAMESPACE,
  realtimeEventSchemas,
  visitorRealtimeEventSchemas,
  type AgentToServerEvents,
  type RealtimeEventName,
  type RealtimeEventPayload,
  type ServerToClientEvents,
  type VisitorRealtimeEventName,
  type VisitorRealtimeEventPayload,
} from '@charla/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { AppDeps } from '../../app.js';
import type { Config } from '../../config.js';
import { requestLanguage } from '../language.js';
import { createMemoryPresence, type PresenceChange, type PresenceStore } from './presence.js';
import { createRedisPresence, PRESENCE_TTL_MS } from './presence-redis.js';
import { authenticateAgent, RealtimeConnectRefused, type AgentSocketData } from './realtime.auth.js';
import { registerRealtimeListeners } from './realtime.listener.js';
import { createRedisClient, type RedisClient } from './redis.js';
import { findConversationChannel, findFirstName } from './realtime.repository.js';
import {
  joinVisitorConversation,
  registerVisitorNamespace,
  type VisitorNamespace,
} from './realtime.visitors.js';
import {
  canSeeChannel,
  channelRoom,
  channelRoomsFor,
  organizationRoom,
  userRoom,
  visitorRoom,
} from './rooms.js';
import { SESSION_SWEEP_INTERVAL_MS, sweepSessions } from './session-sweep.js';

type Emit = <K extends RealtimeEventName>(room: string, event: K, payload: RealtimeEventPayload<K>) => void;

/** What use cases get as `deps.realtime`: typed emission to rooms (after commit) and who is online. */
export type Realtime = {
  toOrganization: <K extends RealtimeEventName>(
    organizationId: string,
    event: K,
    payload: RealtimeEventPayload<K>,
  ) => void;
  toUser: <K extends RealtimeEventName>(userId: string, event: K, payload: RealtimeEventPayload<K>) => void;
  toChannel: <K extends RealtimeEventName>(
    channelId: string,
    event: K,
    payload: RealtimeEventPayload<K>,
  ) => void;
  /** To the visitor sockets of a conversation (the customer's view: never notes). */
  toVisitor: <K extends VisitorRealtimeEventName>(
    conversationId: string,
    event: K,
    payload: VisitorRealtimeEventPayload<K>,
  ) => void;
  /** The visitor's sockets, on every instance, join the room of the conversation it just opened. */
  joinVisitorConversation: (ids: { contactId: string; channelId: string; conversationId: string }) => void;
  /** User ids with at least one live socket in the organization, on any instance. */
  listOnline: (organizationId: string) => Promise<string[]>;
};

type AgentServer = Server<AgentToServerEvents, ServerToClientEvents, Record<string, never>, AgentSocketData>;

export type RealtimeServer = {
  io: AgentServer;
  realtime: Realtime;
  /** Resolves when every presence update and session sweep started so far has finished. */
  settle: () => Promise<void>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    realtime: RealtimeServer;
  }
}

/** Instances refresh their sockets' presence this often; a third of the TTL tolerates a missed beat. */
const PRESENCE_HEARTBEAT_MS = PRESENCE_TTL_MS / 3;

/**
 * Socket.IO on the API's own HTTP server. With REDIS_URL, events and presence are shared by every
 * instance through Redis (adapter + presence sets under REDIS_PREFIX); otherwise both stay in memory.
 * Nothing listens until the app does, so tests that only inject requests never open a socket.
 */
export async function createRealtimeServer({
  httpServer,
  config,
  log,
}: {
  httpServer: HttpServer;
  config: Pick<Config, 'REDIS_URL' | 'REDIS_PREFIX'>;
  log: FastifyBaseLogger;
}) {
  const io: AgentServer = new Server(httpServer, { path: REALTIME_PATH, serveClient: false });
  let redisClients: RedisClient[] = [];
  let presence: PresenceStore = createMemoryPresence();
  if (config.REDIS_URL) {
    const pub = createRedisClient(config.REDIS_URL);
    const sub = pub.duplicate();
    redisClients = [pub, sub];
    for (const client of redisClients) client.on('error', (err) => log.error({ err }, 'redis client error'));
    await Promise.all(redisClients.map((client) => client.connect()));
    io.adapter(createAdapter(pub, sub, { key: `${config.REDIS_PREFIX}:socket.io` }));
    presence = createRedisPresence({ client: pub, prefix: config.REDIS_PREFIX });
  }

  // Payloads are checked against the contract here, so a wrong one fails in the emitting code's tests.
  const emit: Emit = (room, event, payload) => {
    const checked = realtimeEventSchemas[event].parse(payload) as RealtimeEventPayload<typeof event>;
    (io.to(room).emit as (name: string, data: unknown) => boolean)(event, checked);
  };
  const visitors = io.of(VISITOR_NAMESPACE) as unknown as VisitorNamespace;
  const realtime: Realtime = {
    toOrganization: (organizationId, event, payload) =>
      emit(organizationRoom(organizationId), event, payload),
    toUser: (userId, event, payload) => emit(userRoom(userId), event, payload),
    toChannel: (channelId, event, payload) => emit(channelRoom(channelId), event, payload),
    toVisitor: (conversationId, event, payload) => {
      const checked = visitorRealtimeEventSchemas[event].parse(payload);
      (visitors.to(visitorRoom(conversationId)).emit as (name: string, data: unknown) => boolean)(
        event,
        checked,
      );
    },
    joinVisitorConversation: (ids) => joinVisitorConversation(visitors, ids),
    listOnline: (organizationId) => presence.listOnline(organizationId),
  };

  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const run = work
      .catch((err: unknown) => log.error({ err }, 'realtime task failed'))
      .finally(() => pending.delete(run));
    pending.add(run);
    return run;
  };
  const settle = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };
  const closeRedis = async () => {
    await Promise.all(redisClients.map((client) => client.close()));
  };
  return { io, visitors, realtime, presence, settle, track, closeRedis };
}

type CreatedRealtime = Awaited<ReturnType<typeof createRealtimeServer>>;

/**
 * Authenticates agents at connect, joins their rooms, keeps presence, ends sockets whose session
 * ended, fans domain events out, and closes it all with the app.
 */
export function registerRealtime(app: FastifyInstance, created: CreatedRealtime, deps: AppDeps) {
  const { io, realtime, presence, settle, track, closeRedis } = created;
  const languageOf = (headers: Record<string, string | string[] | undefined>) =>
    requestLanguage({ headers, cookies: app.parseCookie(String(headers.cookie ?? '')) });
  const announce = (changes: PresenceChange[]) => {
    for (const { organizationId, userId, online } of changes) {
      realtime.toOrganization(organizationId, 'presence', { userOid: userId, online });
    }
  };

  io.use((socket, next) => {
    const { headers, auth } = socket.handshake;
    const language = requestLanguage({ headers, cookies: app.parseCookie(headers.cookie ?? '') });
    authenticateAgent(deps, { auth, language }).then(
      (data) => {
        socket.data = data;
        next();
      },
      (err: unknown) => {
        if (err instanceof RealtimeConnectRefused) return next(err);
        app.log.error({ err }, 'socket authentication failed');
        next(new RealtimeConnectRefused('common.unavailable', language));
      },
    );
  });

  io.on('connection', (socket) => {
    const { organizationId, userId } = socket.data;
    void socket.join([organizationRoom(organizationId), userRoom(userId), ...channelRoomsFor(socket.data)]);
    const entry = { organizationId, userId, socketId: socket.id };
    // The removal waits for the addition, so a socket that drops at once cannot leave a ghost entry.
    const added = track(
      presence
        .add(entry)
        .then((cameOnline) => cameOnline && announce([{ organizationId, userId, online: true }])),
    );
    const conversationChannels = new Map<string, string | null>();
    let firstName: Promise<string | null> | null = null;
    socket.on('typing', (payload) => {
      const parsed = agentTypingSchema.safeParse(payload);
      if (!parsed.success) return;
      const { conversationOid, typing } = parsed.data;
      track(
        (async () => {
          // The conversation's channel, checked once per socket: agents only type where they may see.
          if (!conversationChannels.has(conversationOid)) {
            const channelId = await findConversationChannel(deps.database.db, {
              organizationId,
              conversationId: conversationOid,
            });
            if (conversationChannels.size > 200) conversationChannels.clear();
            conversationChannels.set(conversationOid, channelId ?? null);
          }
          const channelId = conversationChannels.get(conversationOid);
          if (!channelId || !canSeeChannel(socket.data, channelId)) return;
          firstName ??= findFirstName(deps.database.db, { userId });
          const name = (await firstName) ?? '';
          const event = {
            conversationOid,
            channelOid: channelId,
            typing,
            sender: { type: 'user' as const, userOid: userId, name },
          };
          // Other agents hear it (not the typist's own sockets), and so does the customer.
          (
            socket.to(channelRoom(channelId)).except(userRoom(userId)).emit as (
              n: string,
              d: unknown,
            ) => boolean
          )('typing', realtimeEventSchemas.typing.parse(event));
          realtime.toVisitor(conversationOid, 'typing', { conversationOid, typing, name: name || null });
        })(),
      );
    });
    socket.on('disconnect', () => {
      track(
        added
          .then(() => presence.remove(entry))
          .then((wentOffline) => wentOffline && announce([{ organizationId, userId, online: false }])),
      );
    });
  });

  const localSockets = () => [...io.of('/').sockets.values()];
  let isSweeping = false;
  const sweepTimer = setInterval(() => {
    if (isSweeping) return;
    isSweeping = true;
    void track(sweepSessions(deps, localSockets())).finally(() => {
      isSweeping = false;
    });
  }, SESSION_SWEEP_INTERVAL_MS).unref();
  const heartbeatTimer = setInterval(() => {
    const entries = localSockets().map(({ id, data }) => ({
      organizationId: data.organizationId,
      userId: data.userId,
      socketId: id,
    }));
    track(presence.heartbeat(entries).then(announce));
  }, PRESENCE_HEARTBEAT_MS).unref();

  registerVisitorNamespace({
    io,
    deps,
    log: app.log,
    languageOf,
    onTyping: (visitor, typing) => {
      if (!visitor.conversationId) return;
      realtime.toChannel(visitor.channelId, 'typing', {
        conversationOid: visitor.conversationId,
        channelOid: visitor.channelId,
        typing,
        sender: { type: 'contact' },
      });
    },
  });
  const unsubscribe = registerRealtimeListeners({ events: deps.events, realtime });
  const server: RealtimeServer = { io, realtime, settle };
  app.decorate('realtime', server);

  // Sockets go before the HTTP server closes: an open WebSocket would keep it from closing, and
  // their presence is removed (and announced to other instances) while Redis is still connected.
  // Closing the transports rather than disconnecting the sockets tells clients to reconnect, which
  // lands them on another instance during a rolling deploy.
  app.addHook('preClose', async () => {
    clearInterval(sweepTimer);
    clearInterval(heartbeatTimer);
    unsubscribe();
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await settle();
    await io.close();
    await closeRedis();
  });
}
