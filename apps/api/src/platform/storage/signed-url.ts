import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links to stored files. `<img>` tags and downloads cannot send a bearer token, so a link
 * carries its own proof: HMAC-SHA256 under SECRETS_KEY over the attachment id and the expiry.
 */
const signature = (secretsKey: string, attachmentId: string, expiresAt: number) =>
  createHmac('sha256', Buffer.from(secretsKey, 'hex')).update(`${attachmentId}.${expiresAt}`).digest('hex');

export function signFileUrl({
  secretsKey,
  attachmentId,
  expiresAt,
}: {
  secretsKey: string;
  attachmentId: string;
  expiresAt: Date;
}): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `/files/${attachmentId}?exp=${exp}&sig=${signature(secretsKey, attachmentId, exp)}`;
}

export function isValidFileSignature({
  secretsKey,
  attachmentId,
  exp,
  sig,
  now,
}: {
  secretsKey: string;
  attachmentId: string;
  exp: string | undefined;
  sig: string | undefined;
  now: Date;
}): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  if (Number(exp) * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secretsKey, attachmentId, Number(exp)), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}
