import type { FastifyRequest } from 'fastify';

/** Where a session was opened from, kept on the session for the user's security overview. */
export type ClientInfo = { ip: string; userAgent: string | null };

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
