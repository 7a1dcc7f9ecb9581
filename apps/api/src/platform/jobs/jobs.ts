import type { ChannelMessageWebhook } from '@charla/contracts';
import { PgBoss, type SendOptions } from 'pg-boss';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../db/client.js';

/**
 * Every queue and the data its jobs carry (ARCHITECTURE §1: webhook deliveries, later mails, flow
 * timeouts, scheduled sends). Each module adds its queues here with a targeted edit.
 */
export type JobQueues = {
  /** One attempt at posting an agent reply to an api channel's webhook URL. */
  'channel-webhook': {
    organizationId: string;
    channelId: string;
    /** Shared by every attempt at delivering the same event. */
    deliveryId: string;
    attempt: number;
    payload: ChannelMessageWebhook;
  };
};

export type JobName = keyof JobQueues;
export type JobSendOptions = Omit<SendOptions, 'db'>;
/** What a handler learns about the job besides its data. */
export type JobContext = {
  id: string;
  /** Aborted when the job expires or the instance shuts down. */
  signal: AbortSignal;
};
export type JobHandler<K extends JobName> = (data: JobQueues[K], job: JobContext) => Promise<void>;
export type WorkOptions = {
  /** How often an idle worker looks for due jobs; jobs sent by this process wake it at once. */
  pollingIntervalSeconds?: number;
};

export type Jobs = {
  start: () => Promise<void>;
  /** Stops fetching, lets the jobs in hand finish; sending keeps working until the database closes. */
  stop: () => Promise<void>;
  send: <K extends JobName>(name: K, data: JobQueues[K], options?: JobSendOptions) => Promise<string | null>;
  /** Runs `handler` for each job of the queue; does nothing when this process does not work jobs. */
  work: <K extends JobName>(name: K, handler: JobHandler<K>, options?: WorkOptions) => Promise<void>;
};

type Logger = {
  error: (object: unknown, message: string) => void;
  warn: (object: unknown, message: string) => void;
};

/** Long enough for a webhook attempt in flight to finish, short enough for the shutdown grace period. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * The job queue (pg-boss) over the app's own connection pool, on PGlite and PostgreSQL alike.
 *
 * Why the pool rather than `fromPglite` or a connection string of its own: PGlite lives in a
 * worker thread behind pglite-socket, so there is no in-process PGlite instance to hand to
 * `fromPglite`, and the app keeps a single connection to it on purpose (one session, strictly
 * isolated transactions). pg-boss's own driver is nothing but `pool.query(text, values)` with
 * every statement standing alone (its multi-statement blocks travel as one simple query), so the
 * shared pool gives it the same semantics on both databases and the jobs tables are migrated,
 * read and written by one well-behaved client. Without a LISTEN connection, workers poll; a job
 * sent by this process wakes its local worker at once.
 */
export function createJobs({
  database,
  role,
  log,
  schema,
}: {
  database: Pick<DatabaseHandle, 'pool'>;
  role: Config['ROLE'];
  log: Logger;
  /** pg-boss's schema (default `pgboss`); a test sharing its database with others keeps its jobs apart. */
  schema?: string;
}): Jobs {
  const isWorking = role !== 'web';
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.pool.query(text, values) },
    ...(schema ? { schema } : {}),
    // Maintenance (expiring stuck jobs, deleting old ones) belongs to processes that work jobs.
    supervise: isWorking,
    // No cron schedules yet; delayed jobs use startAfter.
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));

  const queues = new Map<JobName, Promise<void>>();
  const workerIds = new Map<JobName, string>();
  // pg-boss needs a queue row before sending to or working a queue; created once per process.
  const ensureQueue = (name: JobName) => {
    let created = queues.get(name);
    if (!created) {
      created = boss.createQueue(name);
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
  };

  return {
    start: async () => {
      await boss.start();
    },
    stop: async () => {
      // Stopping the workers first returns as soon as their jobs in hand are done; left to stop(),
      // they would be awaited in 500 ms polls.
      await Promise.all([...workerIds.keys()].map((name) => boss.offWork(name, { wait: true })));
      await boss.stop({ close: false, graceful: true, timeout: STOP_TIMEOUT_MS });
    },
    send: async (name, data, options = {}) => {
      await ensureQueue(name);
      const id = await boss.send(name, data, options);
      const workerId = workerIds.get(name);
      if (workerId && options.startAfter === undefined) boss.notifyWorker(workerId);
      return id;
    },
    work: async (name, handler, { pollingIntervalSeconds = 2 } = {}) => {
      if (!isWorking) return;
      await ensureQueue(name);
      const workerId = await boss.work<JobQueues[typeof name]>(
        name,
        { pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          await handler(job.data, { id: job.id, signal: job.signal });
        },
      );
      workerIds.set(name, workerId);
    },
  };
}
