import type { Role } from '@charla/contracts';

/**
 * Every route declares who may call it (checked by the auth hook, and by a test that walks every
 * registered route): `public` (anyone), `session` (a member's session token, or the organization's
 * secret key acting as ADMIN; optionally limited to `roles`), `user` (a member's session token only:
 * account routes that act on the person, such as profile, logout or organization switch), `secret`
 * (an organization secret key), `visitor` (public key + visitor token).
 */
export type RouteAuth = 'public' | 'session' | 'user' | 'secret' | 'visitor';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    auth?: RouteAuth;
    roles?: readonly Role[];
  }
}

/** Who is calling, set by the auth hook before the handler runs on `session` and `secret` routes. */
export type RequestAuth = {
  kind: 'session' | 'secret';
  organizationId: string;
  /** The member behind a session; null for secret-key calls. */
  userId: string | null;
  sessionId: string | null;
  role: Role;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}
