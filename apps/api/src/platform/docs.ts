import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * Swagger UI's page styles itself inline and loads only its own bundled scripts, so its routes get
 * a policy of their own instead of loosening the SPA's.
 */
const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; frame-ancestors 'self'; " +
  "img-src 'self' data:; object-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'";

/** OpenAPI 3 generated from the routes' Zod schemas (the contracts): /api/docs and /api/docs/json. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Charla API', version: '1.0.0', description: 'Customer conversations, over REST.' },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A session token (ses_…), a secret key (sk_…), or on the client API a visitor token (vt_…).',
          },
          publicKey: {
            type: 'apiKey',
            in: 'header',
            name: 'x-public-key',
            description: 'The organization public key (pk_…) for the client API /developer/*.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: DOCS_CSP,
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
}
