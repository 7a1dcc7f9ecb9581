import {
  formatErrorMessage,
  realtimeAuthSchema,
  type ErrorReason,
  type Language,
  type RealtimeConnectError,
  type Role,
} from '@charla/contracts';
import type { AppDeps } from '../../app.js';
import { authenticateBearer, SESSION_TOKEN_PREFIX } from '../../modules/auth/auth.sessions.js';
import { liveChannelIds } from '../../modules/channels/channels.service.js';
import { getMembership } from '../../modules/organizations/organizations.service.js';

/** What the server keeps on each agent socket (`socket.data`). */
export type AgentSocketData = {
  organizationId: string;
  userId: string;
  sessionId: string;
  role: Role;
  channels: string[];
  /** Live channel ids of the organization, refreshed by the session sweep: ADMIN and OWNER join them all. */
  organizationChannels: string[];
};

/** Socket.IO hands this to the client as `connect_error`: `message` is the reason, `data` the details. */
export class RealtimeConnectRefused extends Error {
  readonly data: RealtimeConnectError;

  constructor(reason: ErrorReason, language: Language) {
    super(reason);
    this.name = 'RealtimeConnectRefused';
    const code = reason === 'common.unavailable' ? '503' : '401';
    this.data = { code, reason, message: formatErrorMessage(reason, language) };
  }
}

/**
 * Authenticates an agent's handshake with the same bearer check as the API, limited to session
 * tokens: a secret key is for server-to-server calls and has no person to be present.
 */
export async function authenticateAgent(
  deps: Pick<AppDeps, 'database' | 'now'>,
  { auth, language }: { auth: unknown; language: Language },
): Promise<AgentSocketData> {
  const parsed = realtimeAuthSchema.safeParse(auth);
  if (!parsed.success || !parsed.data.token.startsWith(SESSION_TOKEN_PREFIX)) {
    throw new RealtimeConnectRefused('common.unauthorized', language);
  }
  const resolution = await authenticateBearer(deps, parsed.data.token);
  if (resolution === 'expired') throw new RealtimeConnectRefused('auth.session_expired', language);
  if (!resolution?.userId || !resolution.sessionId) {
    throw new RealtimeConnectRefused('common.unauthorized', language);
  }
  const membership = await getMembership(deps, {
    organizationId: resolution.organizationId,
    userId: resolution.userId,
  });
  // Removed between the two reads: the same answer the API gives a removed member.
  if (!membership) throw new RealtimeConnectRefused('auth.session_expired', language);
  return {
    organizationId: resolution.organizationId,
    userId: resolution.userId,
    sessionId: resolution.sessionId,
    role: membership.role,
    channels: membership.channels,
    organizationChannels: await liveChannelIds(deps, { organizationId: resolution.organizationId }),
  };
}
