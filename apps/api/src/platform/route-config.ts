import type { Role } from '@charla/contracts';

/**
 * Every route declares who may call it (checked by the auth hook, and by a test that walks every
 * registered route): `public` (anyone), `session` (a member's session token, or the organization's
 * secret key acting as ADMIN; optionally limited to `roles`), `user` (a member's session token only:
 * account routes that act on the person, such as profile, logout or organization switch), `secret`
 * (an organization secret key), `client` (the client API's public key in `x-public-key`; a visitor token
 * is read when one is sent), `visitor` (public key + a valid visitor token). A `session` route with
 * `visitors: true` also takes a visitor (attachment upload from the widget).
 */
export type RouteAuth = 'public' | 'session' | 'user' | 'secret' | 'client' | 'visitor';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    auth?: RouteAuth;
    roles?: readonly Role[];
    /** A `session` route that visitors may also call with public key + visitor token. */
    visitors?: boolean;
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

/** A customer on the client API: the organization of the public key and, with a token, the visitor. */
export type ClientAuth = {
  organizationId: string;
  visitor: VisitorAuth | null;
};

export type VisitorAuth = {
  organizationId: string;
  contactId: string;
  channelId: string;
  channelType: 'webchat' | 'api';
  isVerified: boolean;
  /** The channel's settings require verified identities (webchat `identityVerificationRequired`). */
  isIdentityRequired: boolean;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    auth: RequestAuth | null;
    client: ClientAuth | null;
  }
}
