import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.js';
import { PUBLIC_KEY_HEADER } from '@charla/contracts';
import type { ClientAuth, RequestAuth, RouteAuth, VisitorAuth } from '../route-config.js';

/** What a bearer credential resolves to: a caller, a session that is no longer valid, or nothing. */
export type AuthResolution = RequestAuth | 'expired' | null;

export type Authenticator = (credential: string) => Promise<AuthResolution>;

/**
 * Resolves a client API caller: the public key's organization and, when a visitor token is sent and
 * genuine, the visitor. Throws the client API's own errors (unknown key, deleted channel).
 */
export type ClientAuthenticator = (input: {
  publicKey: string;
  token: string | null;
  requireVisitor: boolean;
}) => Promise<ClientAuth>;

/** One entry per registered /api route, for the tests that walk every route. */
export type ApiRoute = { method: string; url: string; auth: RouteAuth | undefined };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    apiRoutes: ApiRoute[];
  }
}

const API_PREFIX = '/api/';
const ROUTE_AUTHS: readonly RouteAuth[] = ['public', 'session', 'user', 'secret', 'client', 'visitor'];

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const credential = header.slice('Bearer '.length).trim();
  return credential || null;
}

/** Which kinds of caller a route accepts: `session` routes also take the secret key (ADMIN rights). */
function isAccepted(routeAuth: RouteAuth, kind: RequestAuth['kind']): boolean {
  if (routeAuth === 'session') return true;
  if (routeAuth === 'user') return kind === 'session';
  return routeAuth === 'secret' && kind === 'secret';
}

/**
 * Enforces each route's `config.auth` and `config.roles` before the handler runs. A route under /api
 * that does not declare its auth stops the app at registration, so nothing is public by omission.
 */
export function registerAuth(
  app: FastifyInstance,
  authenticate: Authenticator,
  authenticateClient: ClientAuthenticator,
) {
  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.decorateRequest('auth', null);
  app.decorateRequest('client', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const auth = route.config?.auth;
    // Fastify adds a HEAD twin for every GET; it carries the same config, so list the GET once.
    if (route.method !== 'HEAD') {
      for (const method of [route.method].flat()) app.apiRoutes.push({ method, url: route.url, auth });
    }
    if (!auth || !ROUTE_AUTHS.includes(auth)) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.auth`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const { auth: routeAuth, roles, visitors } = request.routeOptions.config;
    if (!routeAuth || routeAuth === 'public') return;
    const publicKey = request.headers[PUBLIC_KEY_HEADER];
    const isClientCall =
      routeAuth === 'client' || routeAuth === 'visitor' || (visitors === true && !!publicKey);
    if (isClientCall) {
      // Customers' own sites call the client API from any origin; it carries no cookies. Set before
      // authenticating, so a refusal reaches the page as its error rather than as a CORS failure.
      reply.header('access-control-allow-origin', '*');
      if (typeof publicKey !== 'string' || !publicKey) throw unauthorized('developers.invalid_public_key');
      request.client = await authenticateClient({
        publicKey,
        token: bearer(request),
        requireVisitor: routeAuth !== 'client',
      });
      return;
    }
    const credential = bearer(request);
    if (!credential) throw unauthorized();
    const resolution = await authenticate(credential);
    if (resolution === 'expired') throw unauthorized('auth.session_expired');
    if (!resolution) throw unauthorized();
    if (!isAccepted(routeAuth, resolution.kind)) throw forbidden();
    if (roles && !roles.includes(resolution.role)) throw forbidden();
    request.auth = resolution;
  });
}

/** The caller of a `session`, `user` or `secret` route; the hook has already refused anyone else. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The client API caller of a `client` route. */
export function requireClient(request: FastifyRequest): ClientAuth {
  if (!request.client) throw unauthorized('developers.invalid_public_key');
  return request.client;
}

/** The visitor behind a `visitor` route (or a `visitors: true` route called by one). */
export function requireVisitor(request: FastifyRequest): VisitorAuth {
  const visitor = request.client?.visitor;
  if (!visitor) throw unauthorized('developers.invalid_visitor');
  return visitor;
}

/** The member behind a `user` route, with the session the request came in on. */
export function requireMember(request: FastifyRequest) {
  const auth = requireAuth(request);
  if (!auth.userId || !auth.sessionId) throw forbidden();
  return { ...auth, userId: auth.userId, sessionId: auth.sessionId };
}
