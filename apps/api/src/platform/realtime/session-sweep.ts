import { SESSION_TTL_SECONDS, type ErrorReason } from '@charla/contracts';
import type { AppDeps } from '../../app.js';
import type { AgentSocketData } from './realtime.auth.js';
import { findLiveChannelIds, findSessionStates, type SessionState } from './realtime.repository.js';
import { channelRoomsFor } from './rooms.js';

/**
 * Twice a second each instance checks the sessions of its own sockets in one query. Polling was
 * chosen over a pub/sub "session revoked" signal because it catches every way a session ends —
 * logout, password change or recovery, removal from the organization, organization switch, expiry,
 * even a row changed by hand — without each of those code paths having to remember to publish, and
 * it works the same with or without Redis. The cost is one primary-key query per instance per tick,
 * whatever the number of sockets, and none while an instance has no sockets. Half a second keeps
 * "disconnected within a second" true with the query's own time included.
 */
export const SESSION_SWEEP_INTERVAL_MS = 500;

/** The part of a Socket.IO socket the sweep uses, so it can be tested without a server. */
export type SweptSocket = {
  data: AgentSocketData;
  rooms: Set<string>;
  join: (room: string) => void;
  leave: (room: string) => void;
  emit: (event: 'session.ended', payload: { reason: ErrorReason }) => void;
  disconnect: (close: boolean) => void;
};

const CHANNEL_ROOM_PREFIX = 'channel:';

/** Why a session no longer carries a socket, or null while it is valid. */
function endReason(state: SessionState | undefined, now: Date): ErrorReason | null {
  if (!state || state.revokedAt || !state.role) return 'auth.session_expired';
  const idleMs = now.getTime() - state.lastSeenAt.getTime();
  return idleMs > SESSION_TTL_SECONDS * 1000 ? 'auth.session_expired' : null;
}

/**
 * A role or channel list changed by an admin, or a channel created or deleted, moves the socket
 * between channel rooms at the next tick.
 */
function syncChannelRooms(
  socket: SweptSocket,
  access: Pick<AgentSocketData, 'role' | 'channels' | 'organizationChannels'>,
) {
  socket.data.role = access.role;
  socket.data.channels = access.channels;
  socket.data.organizationChannels = access.organizationChannels;
  const wanted = new Set(channelRoomsFor(access));
  for (const room of socket.rooms) {
    if (room.startsWith(CHANNEL_ROOM_PREFIX) && !wanted.has(room)) socket.leave(room);
  }
  for (const room of wanted) if (!socket.rooms.has(room)) socket.join(room);
}

/** One tick: ends the sockets whose session ended and refreshes the others' channel rooms. */
export async function sweepSessions(
  { database, now }: Pick<AppDeps, 'database' | 'now'>,
  sockets: SweptSocket[],
): Promise<void> {
  if (sockets.length === 0) return;
  const sessionIds = [...new Set(sockets.map((socket) => socket.data.sessionId))];
  const organizationIds = [...new Set(sockets.map((socket) => socket.data.organizationId))];
  const [sessionStates, organizationChannels] = await Promise.all([
    findSessionStates(database.db, { sessionIds }),
    findLiveChannelIds(database.db, { organizationIds }),
  ]);
  const states = new Map(sessionStates.map((state) => [state.sessionId, state]));
  const at = now();
  for (const socket of sockets) {
    const state = states.get(socket.data.sessionId);
    const reason = endReason(state, at);
    if (reason) {
      socket.emit('session.ended', { reason });
      socket.disconnect(true);
    } else if (state?.role && state.channels) {
      syncChannelRooms(socket, {
        role: state.role,
        channels: state.channels,
        organizationChannels: organizationChannels.get(socket.data.organizationId) ?? [],
      });
    }
  }
}
