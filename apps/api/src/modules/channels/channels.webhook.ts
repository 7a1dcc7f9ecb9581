import type { ChannelTestEvent } from '@charla/contracts';
import type { AppDeps } from '../../app.js';
import { webhookSignatureHeaders } from '../../platform/crypto/webhook-signature.js';
import { webhookFailed } from './channels.errors.js';

/** Long enough for a slow receiver, short enough that the admin waiting on "connect" gets an answer. */
export const WEBHOOK_TEST_TIMEOUT_MS = 5_000;

/** The receiver's HTTP status, or why no answer came (timeout, refused connection, …). */
export type WebhookPostResult = { status: number } | { status: null; problem: string; cause: unknown };

/**
 * Posts a JSON body to a webhook URL signed with the organization's secret key (ARCHITECTURE §5).
 * Redirects are not followed: the URL the organization configured is the one that gets the event.
 */
export async function postSignedWebhook(
  { fetch, now }: Pick<AppDeps, 'fetch' | 'now'>,
  {
    url,
    secretKey,
    body,
    timeoutMs,
    signal,
  }: { url: string; secretKey: string; body: string; timeoutMs: number; signal?: AbortSignal },
): Promise<WebhookPostResult> {
  const timestamp = Math.floor(now().getTime() / 1000);
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...webhookSignatureHeaders({ secretKey, body, timestamp }),
      },
      body,
      redirect: 'manual',
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
    await response.body?.cancel();
    return { status: response.status };
  } catch (error) {
    const isTimeout = timeout.aborted;
    return {
      status: null,
      problem: isTimeout ? `no answer within ${timeoutMs / 1000} s` : networkProblem(error),
      cause: error,
    };
  }
}

/** Posts the signed test event; answers the 2xx status, or throws channels.webhook_failed with why. */
export async function sendSignedTestEvent(
  deps: Pick<AppDeps, 'fetch' | 'now'>,
  { url, secretKey, event }: { url: string; secretKey: string; event: ChannelTestEvent },
): Promise<number> {
  const result = await postSignedWebhook(deps, {
    url,
    secretKey,
    body: JSON.stringify(event),
    timeoutMs: WEBHOOK_TEST_TIMEOUT_MS,
  });
  if (result.status === null) throw webhookFailed(result.problem, result.cause);
  if (result.status < 200 || result.status > 299) throw webhookFailed(`HTTP ${result.status}`);
  return result.status;
}

/** undici hides the useful part (ECONNREFUSED, ENOTFOUND) in the cause. */
function networkProblem(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : 'network error';
}
