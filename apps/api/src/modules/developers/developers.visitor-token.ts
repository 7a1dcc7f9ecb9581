import { VISITOR_TOKEN_PREFIX } from '@charla/contracts';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { safeEqual } from '../../platform/crypto/crypto.js';

/** What a visitor token proves: this contact on this channel of this organization. */
export type VisitorClaims = {
  organizationId: string;
  contactId: string;
  channelId: string;
  /** The contact came with a valid identifier HMAC (identity verification). */
  isVerified: boolean;
  /** Unix seconds after which the token is refused; every session call hands out a fresh one. */
  expiresAt: number;
};

/** Visitors are remembered for half a year of inactivity; each visit renews the token. */
export const VISITOR_TOKEN_LIFETIME_S = 180 * 24 * 60 * 60;

const payloadSchema = z.object({
  o: z.uuid(),
  c: z.uuid(),
  h: z.uuid(),
  v: z.union([z.literal(0), z.literal(1)]),
  e: z.number().int(),
});

const sign = (secretsKey: string, payload: string) =>
  createHmac('sha256', Buffer.from(secretsKey, 'hex')).update(`visitor.${payload}`).digest('base64url');

/**
 * Visitor tokens are signed rather than stored: the client API's hot path (every message of every
 * widget) then checks a visitor without a database read. `vt_<payload>.<HMAC under SECRETS_KEY>`.
 */
export function signVisitorToken(
  secretsKey: string,
  claims: Omit<VisitorClaims, 'expiresAt'>,
  now: Date,
): string {
  const payload = Buffer.from(
    JSON.stringify({
      o: claims.organizationId,
      c: claims.contactId,
      h: claims.channelId,
      v: claims.isVerified ? 1 : 0,
      e: Math.floor(now.getTime() / 1000) + VISITOR_TOKEN_LIFETIME_S,
    }),
  ).toString('base64url');
  return `${VISITOR_TOKEN_PREFIX}${payload}.${sign(secretsKey, payload)}`;
}

/** The claims of a genuine, unexpired token; null for anything else. */
export function verifyVisitorToken(secretsKey: string, token: string, now: Date): VisitorClaims | null {
  if (!token.startsWith(VISITOR_TOKEN_PREFIX)) return null;
  const [payload, signature, extra] = token.slice(VISITOR_TOKEN_PREFIX.length).split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!safeEqual(signature, sign(secretsKey, payload))) return null;
  let parsed: z.infer<typeof payloadSchema>;
  try {
    parsed = payloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
  if (parsed.e <= Math.floor(now.getTime() / 1000)) return null;
  return {
    organizationId: parsed.o,
    contactId: parsed.c,
    channelId: parsed.h,
    isVerified: parsed.v === 1,
    expiresAt: parsed.e,
  };
}
