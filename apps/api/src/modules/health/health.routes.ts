import { dataEnvelope, healthSchema } from '@charla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';

export const healthRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database check',
          response: { 200: dataEnvelope(healthSchema), 503: dataEnvelope(healthSchema) },
        },
        config: { auth: 'public' },
      },
      async (_request, reply) => {
        const isDatabaseUp = await database.ping();
        const health = {
          status: isDatabaseUp ? 'ok' : 'error',
          database: isDatabaseUp ? 'ok' : 'error',
        } as const;
        return reply.status(isDatabaseUp ? 200 : 503).send({ data: health });
      },
    );
  };
