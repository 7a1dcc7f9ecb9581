import { REALTIME_PATH, type AgentToServerEvents, type ServerToClientEvents } from '@charla/contracts';
import { io, type Socket } from 'socket.io-client';
import { getToken } from '../session/token-store';

export type AgentSocket = Socket<ServerToClientEvents, AgentToServerEvents>;
export type CreateSocket = () => AgentSocket;

/**
 * A socket to the API's own origin that connects when told to. The token is read on every
 * (re)connection attempt, so a reconnect always uses the session stored now. WebSocket only: it
 * needs no sticky sessions when several API instances sit behind a load balancer.
 */
export const createAgentSocket: CreateSocket = () =>
  io({
    path: REALTIME_PATH,
    transports: ['websocket'],
    autoConnect: false,
    auth: (send) => send({ token: getToken() ?? '' }),
  });
