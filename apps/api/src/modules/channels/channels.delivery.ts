import { apiChannelSettingsSchema } from '@charla/contracts';
import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app.js';
import type { JobQueues, JobSendOptions } from '../../platform/jobs/jobs.js';
import { getApiKeys } from '../developers/developers.service.js';
import { finishDeliveryAttempt, insertDeliveryAttempt } from './channels.delivery.repository.js';
import { findLiveChannel } from './channels.repository.js';
import { postSignedWebhook, type WebhookPostResult } from './channels.webhook.js';

export const CHANNEL_WEBHOOK_QUEUE = 'channel-webhook';
export type ChannelWebhookJob = JobQueues[typeof CHANNEL_WEBHOOK_QUEUE];
export type DeliveryDeps = Pick<AppDeps, 'config' | 'database' | 'fetch' | 'now' | 'jobs'>;

export type DeliveryOptions = {
  maxAttempts: number;
  /** Wait after failed attempt `attempt` (1-based) before the next one. */
  retryDelayMs: (attempt: number) => number;
  /** Per attempt; a receiver that has not answered by then counts as down. */
  timeoutMs: number;
  pollingIntervalSeconds?: number;
};

/** 10 s, 30 s, 1.5 min, 4.5 min, 13.5 min, 40.5 min, then capped at 1 h: about two hours in all. */
export const webhookRetryDelayMs = (attempt: number) => Math.min(10_000 * 3 ** (attempt - 1), 3_600_000);

export const DEFAULT_DELIVERY_OPTIONS: DeliveryOptions = {
  maxAttempts: 8,
  retryDelayMs: webhookRetryDelayMs,
  timeoutMs: 10_000,
};

/**
 * pg-boss's own retries of an attempt job only cover a worker that died or threw mid-attempt (a
 * database error). Attempts that reached the receiver schedule the next one themselves: pg-boss's
 * backoff is jittered powers of two and the job would not know when it runs next, while here the
 * schedule is the documented one and every attempt row says when the next one is due.
 */
const ATTEMPT_JOB_OPTIONS: JobSendOptions = { retryLimit: 2, retryDelay: 30, expireInSeconds: 60 };

export type AttemptOutcome = 'delivered' | 'retry' | 'give_up';

/** 2xx delivered; a 4xx other than 408/429 will not get better by retrying; anything else may. */
export function outcomeOf(result: WebhookPostResult): AttemptOutcome {
  const { status } = result;
  if (status === null) return 'retry';
  if (status >= 200 && status <= 299) return 'delivered';
  if (status >= 400 && status <= 499 && status !== 408 && status !== 429) return 'give_up';
  return 'retry';
}

/**
 * The pg-boss job id of an attempt, derived from the delivery: scheduling the same attempt twice
 * (a worker that died after scheduling but before completing) inserts nothing the second time.
 */
export function attemptJobId(deliveryId: string, attempt: number): string {
  const hex = createHash('sha256').update(`${deliveryId}:${attempt}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues attempt `attempt` of a delivery, after `delayMs` when given. */
export async function scheduleAttempt(
  { jobs }: Pick<AppDeps, 'jobs'>,
  job: ChannelWebhookJob,
  delayMs?: number,
): Promise<void> {
  await jobs.send(CHANNEL_WEBHOOK_QUEUE, job, {
    ...ATTEMPT_JOB_OPTIONS,
    id: attemptJobId(job.deliveryId, job.attempt),
    // Seconds relative to the database clock, so app and database clocks need not agree.
    ...(delayMs === undefined ? {} : { startAfter: delayMs / 1000 }),
  });
}

/**
 * One attempt: posts the event to the channel's current webhook URL signed with the organization's
 * current secret key, records the attempt, and schedules the next one when the receiver may recover.
 * A channel deleted or no longer of type api in the meantime ends the delivery without a request.
 */
export async function attemptDelivery(
  deps: DeliveryDeps,
  job: ChannelWebhookJob,
  { options, signal }: { options: DeliveryOptions; signal?: AbortSignal },
): Promise<AttemptOutcome | 'channel_gone'> {
  const { organizationId, channelId, deliveryId, attempt, payload } = job;
  const { db } = deps.database;
  const channel = await findLiveChannel(db, { organizationId, channelId });
  const settings = channel?.type === 'api' ? apiChannelSettingsSchema.safeParse(channel.settings) : null;
  if (!settings?.success) return 'channel_gone';
  const url = settings.data.webhookUrl;
  const { secretKey } = await getApiKeys(deps, { organizationId });
  const row = await insertDeliveryAttempt(db, {
    organizationId,
    deliveryId,
    channelId,
    event: payload.event,
    url,
    payload,
    attempt,
    createdAt: deps.now(),
  });
  const startedAt = performance.now();
  const result = await postSignedWebhook(deps, {
    url,
    secretKey,
    body: JSON.stringify(payload),
    timeoutMs: options.timeoutMs,
    signal,
  });
  const durationMs = Math.round(performance.now() - startedAt);
  const outcome = outcomeOf(result);
  const delayMs =
    outcome === 'retry' && attempt < options.maxAttempts ? options.retryDelayMs(attempt) : undefined;
  const finishedAt = deps.now();
  await finishDeliveryAttempt(db, {
    organizationId,
    id: row.id,
    values: {
      status: outcome === 'delivered' ? 'delivered' : 'failed',
      httpStatus: result.status,
      error:
        result.status === null ? result.problem : outcome === 'delivered' ? null : `HTTP ${result.status}`,
      durationMs,
      deliveredAt: outcome === 'delivered' ? finishedAt : null,
      nextAttemptAt: delayMs === undefined ? null : new Date(finishedAt.getTime() + delayMs),
    },
  });
  if (delayMs !== undefined) await scheduleAttempt(deps, { ...job, attempt: attempt + 1 }, delayMs);
  return outcome;
}

/** Works the delivery queue in this process (ROLE all or worker). */
export async function workChannelWebhooks(
  deps: DeliveryDeps,
  options: DeliveryOptions = DEFAULT_DELIVERY_OPTIONS,
): Promise<void> {
  await deps.jobs.work(
    CHANNEL_WEBHOOK_QUEUE,
    async (job, { signal }) => void (await attemptDelivery(deps, job, { options, signal })),
    { pollingIntervalSeconds: options.pollingIntervalSeconds },
  );
}
