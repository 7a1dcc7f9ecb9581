import type { Role } from '@charla/contracts';

/**
 * Every route declares who may call it (checked by the auth hook, and by a test that walks every
 * registered route): `public` (anyone), `session` (a member's session token, optionally limited to
 * `roles`), `secret` (an organization secret key), `visitor` (public key + visitor token).
 */
export type RouteAuth = 'public' | 'session' | 'secret' | 'visitor';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    auth?: RouteAuth;
    roles?: readonly Role[];
  }
}
