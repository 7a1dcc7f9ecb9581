import type { ChannelTestEvent } from '@charla/contracts';
import type { AppDeps } from '../../app.js';
import { webhookSignatureHeaders } from '../../platform/crypto/webhook-signature.js';
import { webhookFailed } from './channels.errors.js';

/** Long enough for a slow receiver, short enough that the admin waiting on "connect" gets an answer. */
export const WEBHOOK_TEST_TIMEOUT_MS = 5_000;

/** Posts the signed test event; answers the 2xx status, or throws channels.webhook_failed with why. */
export async function sendSignedTestEvent(
  { fetch, now }: Pick<AppDeps, 'fetch' | 'now'>,
  { url, secretKey, event }: { url: string; secretKey: string; event: ChannelTestEvent },
): Promise<number> {
  const body = JSON.stringify(event);
  const timestamp = Math.floor(now().getTime() / 1000);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...webhookSignatureHeaders({ secretKey, body, timestamp }),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TEST_TIMEOUT_MS),
    });
  } catch (error) {
    const isTimeout = (error as { name?: string } | null)?.name === 'TimeoutError';
    throw webhookFailed(
      isTimeout ? `no answer within ${WEBHOOK_TEST_TIMEOUT_MS / 1000} s` : networkProblem(error),
      error,
    );
  }
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) throw webhookFailed(`HTTP ${response.status}`);
  return response.status;
}

/** undici hides the useful part (ECONNREFUSED, ENOTFOUND) in the cause. */
function networkProblem(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : 'network error';
}
