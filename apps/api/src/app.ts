import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './platform/db/client.js';
import { registerErrorHandling } from './platform/error-handler.js';
import './platform/route-config.js';
import { registerRoutes } from './routes.js';

/** What use cases receive. Tests build the same app and may swap any of these. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  now: () => Date;
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
  const deps: AppDeps = { config, database, now: overrides.now ?? (() => new Date()) };
  app.addHook('onClose', async () => {
    if (!overrides.database) await database.close();
  });

  await app.register(cookie);
  registerErrorHandling(app);
  await app.register(async (api) => registerRoutes(api, deps), { prefix: '/api/v1' });
  return app;
}
