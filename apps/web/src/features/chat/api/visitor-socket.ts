import {
  REALTIME_PATH,
  VISITOR_NAMESPACE,
  type ServerToVisitorEvents,
  type VisitorToServerEvents,
} from '@charla/contracts';
import { io, type Socket } from 'socket.io-client';

export type VisitorSocket = Socket<ServerToVisitorEvents, VisitorToServerEvents>;
export type CreateVisitorSocket = (auth: { publicKey: string; token: string }) => VisitorSocket;

/**
 * The visitor's socket to this origin's `/visitor` namespace; it hears agent messages, typing and
 * read marks of its own conversation. WebSocket only, as the agents' socket, for load balancers.
 */
export const createVisitorSocket: CreateVisitorSocket = (auth) =>
  io(VISITOR_NAMESPACE, { path: REALTIME_PATH, transports: ['websocket'], autoConnect: false, auth });
