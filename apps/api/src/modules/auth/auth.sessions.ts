import { SESSION_TTL_SECONDS } from '@charla/contracts';
import type { AppDeps } from '../../app.js';
import type { AuthResolution } from '../../platform/auth/auth-hook.js';
import type { ClientInfo } from '../../platform/auth/client-info.js';
import { randomToken, sha256Hex } from '../../platform/crypto/crypto.js';
import type { DbExecutor } from '../../platform/db/executor.js';
import { authenticateSecretKey, getMembership } from '../organizations/organizations.service.js';
import {
  findSessionByTokenHash,
  insertSession,
  revokeOrganizationSessions,
  touchSession,
} from './auth.repository.js';

export const SESSION_TOKEN_PREFIX = 'ses_';
const SECRET_KEY_PREFIX = 'sk_';
/** Sliding expiry without a write per request: last_seen_at moves at most once a minute. */
const TOUCH_INTERVAL_MS = 60_000;

/** Opens a session bound to one user and one organization; only the token's SHA-256 is stored. */
export async function createSession(
  { now }: Pick<AppDeps, 'now'>,
  db: DbExecutor,
  { userId, organizationId, client }: { userId: string; organizationId: string; client: ClientInfo },
) {
  const token = randomToken(SESSION_TOKEN_PREFIX);
  const session = await insertSession(db, {
    tokenHash: sha256Hex(token),
    userId,
    organizationId,
    now: now(),
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    ip: client.ip,
  });
  return { token, session };
}

/**
 * Ends a member's sessions in one organization when they leave it or are removed; their sessions in
 * other organizations live on. Revoked rather than left to fail, so live sockets are cut too.
 */
export async function revokeMemberSessions(
  { now }: Pick<AppDeps, 'now'>,
  db: DbExecutor,
  { userId, organizationId }: { userId: string; organizationId: string },
) {
  await revokeOrganizationSessions(db, { userId, organizationId, now: now() });
}

async function authenticateSession(
  deps: Pick<AppDeps, 'database' | 'now'>,
  token: string,
): Promise<AuthResolution> {
  const session = await findSessionByTokenHash(deps.database.db, { tokenHash: sha256Hex(token) });
  if (!session) return null;
  const now = deps.now();
  const idleMs = now.getTime() - session.lastSeenAt.getTime();
  if (session.revokedAt || idleMs > SESSION_TTL_SECONDS * 1000) return 'expired';
  const membership = await getMembership(deps, {
    organizationId: session.organizationId,
    userId: session.userId,
  });
  // Removed from the organization: the session ends as if it had expired, and the client logs in again.
  if (!membership) return 'expired';
  if (idleMs > TOUCH_INTERVAL_MS) await touchSession(deps.database.db, { sessionId: session.id, now });
  return {
    kind: 'session',
    organizationId: session.organizationId,
    userId: session.userId,
    sessionId: session.id,
    role: membership.role,
  };
}

/** Resolves a bearer credential for the auth hook: a session token or an organization secret key. */
export async function authenticateBearer(
  deps: Pick<AppDeps, 'database' | 'now'>,
  credential: string,
): Promise<AuthResolution> {
  if (credential.startsWith(SESSION_TOKEN_PREFIX)) return authenticateSession(deps, credential);
  if (credential.startsWith(SECRET_KEY_PREFIX)) return authenticateSecretKey(deps, credential);
  return null;
}
