import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.js';
import { authenticateBearer } from './modules/auth/auth.sessions.js';
import { registerChannelWebhookDelivery } from './modules/channels/channels.delivery.listener.js';
import { findEmbeddingDomains } from './modules/channels/channels.embedding.js';
import { authenticateClient } from './modules/developers/developers.client.service.js';
import { registerAutoAssignment } from './modules/conversations/conversations.assignment.js';
import { registerAuth } from './platform/auth/auth-hook.js';
import { createMemoryFailureStore, type FailureStore } from './platform/auth-rate-limit/failure-store.js';
import { createRedisFailureStore } from './platform/auth-rate-limit/redis-failure-store.js';
import { createCaptchaVerifier, type CaptchaVerifier } from './platform/captcha/captcha.js';
import { openDatabase, type DatabaseHandle } from './platform/db/client.js';
import { registerApiDocs } from './platform/docs.js';
import { registerErrorHandling } from './platform/error-handler.js';
import { createEventBus, type EventBus } from './platform/events/events.js';
import { createJobs, type Jobs } from './platform/jobs/jobs.js';
import { createMailer, type Mailer } from './platform/mail/mailer.js';
import './platform/route-config.js';
import { createRealtimeServer, registerRealtime, type Realtime } from './platform/realtime/realtime.js';
import { createRedisRateLimitStore } from './platform/rate-limit-store.js';
import { createRedisClient } from './platform/realtime/redis.js';
import { registerSecurity } from './platform/security.js';
import { createInstanceStorage } from './platform/storage/instance-storage.js';
import type { StorageDriver } from './platform/storage/storage.js';
import { registerWebApp } from './platform/web.js';
import { registerRootRoutes, registerRoutes } from './routes.js';

/** What use cases receive. Tests build the same app and may swap any of these. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  now: () => Date;
  storage: StorageDriver;
  mailer: Mailer;
  /** Outbound HTTP (captcha verification); tests pass their own so nothing reaches the network. */
  fetch: typeof globalThis.fetch;
  captcha: CaptchaVerifier;
  /** Counters of failed logins and recovery requests. */
  authFailures: FailureStore;
  /** Domain events emitted after commit; listeners fan out (realtime, webhooks, …). */
  events: EventBus;
  /** Socket events to organization, user and channel rooms on every instance; who is online. */
  realtime: Realtime;
  /** Background jobs (pg-boss): webhook deliveries; worked here unless ROLE=web. */
  jobs: Jobs;
};

export type BuildAppOptions = {
  config: Config;
  overrides?: Partial<Omit<AppDeps, 'config'>>;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
};

/** Builds the whole API. server.ts only listens; tests build exactly this app. */
export async function buildApp({ config, overrides = {}, logStream }: BuildAppOptions) {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database = overrides.database ?? (await openDatabase(config));
  const now = overrides.now ?? (() => new Date());
  const fetch = overrides.fetch ?? globalThis.fetch;
  const realtimeServer = await createRealtimeServer({ httpServer: app.server, config, log: app.log });
  // Counters every instance must share (rate limits) live in Redis when there is one.
  const redis = config.REDIS_URL ? createRedisClient(config.REDIS_URL) : null;
  if (redis) {
    redis.on('error', (error: unknown) => app.log.error({ err: error }, 'redis client error'));
    await redis.connect();
    app.addHook('onClose', async () => void (await redis.close()));
  }
  const deps: AppDeps = {
    config,
    database,
    now,
    storage: overrides.storage ?? createInstanceStorage(config),
    mailer: overrides.mailer ?? createMailer({ config, log: app.log }),
    fetch,
    captcha: overrides.captcha ?? createCaptchaVerifier({ config, fetch, now }),
    authFailures:
      overrides.authFailures ??
      (redis ? createRedisFailureStore({ redis, prefix: config.REDIS_PREFIX }) : createMemoryFailureStore()),
    events: overrides.events ?? createEventBus({ log: app.log }),
    realtime: overrides.realtime ?? realtimeServer.realtime,
    jobs: overrides.jobs ?? createJobs({ database, role: config.ROLE, log: app.log }),
  };
  app.addHook('onClose', async () => {
    if (!overrides.database) await database.close();
  });
  if (!overrides.jobs) {
    await deps.jobs.start();
    // Workers stop first and finish the attempt in hand; requests still in flight may enqueue.
    app.addHook('preClose', async () => deps.jobs.stop());
  }
  // Runs before the database closes: listeners of the last requests (webhook enqueues) finish.
  app.addHook('onClose', async () => deps.events.drain());

  await app.register(cookie);
  registerErrorHandling(app);
  await registerSecurity(app, config, {
    ...(redis ? { rateLimitStore: createRedisRateLimitStore({ redis, prefix: config.REDIS_PREFIX }) } : {}),
  });
  await registerApiDocs(app);
  registerAuth(
    app,
    (credential) => authenticateBearer(deps, credential),
    (input) => authenticateClient(deps, input),
  );
  registerRealtime(app, realtimeServer, deps);
  const stopAutoAssignment = registerAutoAssignment(deps);
  await registerChannelWebhookDelivery(deps);
  app.addHook('preClose', async () => {
    stopAutoAssignment();
  });
  await app.register(async (api) => registerRoutes(api, deps), { prefix: '/api/v1' });
  await app.register(async (root) => registerRootRoutes(root, deps));
  await registerWebApp(app, config, {
    findEmbeddingDomains: (query) => findEmbeddingDomains(database.db, query),
  });
  return app;
}
