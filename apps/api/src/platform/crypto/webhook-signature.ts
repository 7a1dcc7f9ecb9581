import { createHmac } from 'node:crypto';

/**
 * Headers of a signed webhook request (ARCHITECTURE §5): `x-charla-signature` is
 * `sha256=<hex HMAC-SHA256(secret key, timestamp + '.' + body)>`. Signing the timestamp with the body
 * lets receivers refuse replays of an old request.
 */
export function webhookSignatureHeaders({
  secretKey,
  body,
  timestamp,
}: {
  secretKey: string;
  body: string;
  /** Unix seconds. */
  timestamp: number;
}): Record<'x-charla-timestamp' | 'x-charla-signature', string> {
  const signature = createHmac('sha256', secretKey).update(`${timestamp}.${body}`).digest('hex');
  return { 'x-charla-timestamp': String(timestamp), 'x-charla-signature': `sha256=${signature}` };
}
