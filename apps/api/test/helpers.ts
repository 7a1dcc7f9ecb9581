import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp, type AppDeps, type BuildAppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase } from '../src/platform/db/client.js';
import { createEventBus } from '../src/platform/events/events.js';
import type { Jobs } from '../src/platform/jobs/jobs.js';

/** One Redis namespace for several app instances that must share it (cross-instance tests). */
export function sharedRedisEnv(): Record<string, string> {
  return inject('redisUrl')
    ? { REDIS_PREFIX: `${inject('redisPrefix')}.${randomBytes(6).toString('hex')}` }
    : {};
}

/** A job queue that accepts nothing and runs nothing, for apps whose database is a stand-in. */
export const noJobs: Jobs = {
  start: async () => {},
  stop: async () => {},
  send: async () => null,
  work: async () => {},
};

/** The app and the dependencies tests call services with directly (e.g. a customer's inbound message). */
export type TestApp = Awaited<ReturnType<typeof buildApp>> & {
  config: Config;
  deps: Pick<AppDeps, 'database' | 'events' | 'now'>;
};

/**
 * Builds the real app against PGlite in a fresh temporary DATA_DIR seeded from the migrated
 * template (npm test) or against the per-run PostgreSQL database and Redis prefix (npm run test:pg).
 */
export async function createTestApp({
  env = {},
  overrides = {},
  logStream,
}: {
  env?: Record<string, string>;
  overrides?: Partial<Omit<AppDeps, 'config'>>;
  logStream?: BuildAppOptions['logStream'];
} = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-test-'));
  const databaseUrl = inject('databaseUrl');
  const templateDir = inject('pgliteTemplateDir');
  const redisUrl = inject('redisUrl');
  if (!databaseUrl && templateDir && !overrides.database) {
    cpSync(templateDir, join(dataDir, 'db'), { recursive: true });
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAPTCHA_PROVIDER: 'off',
    // Apps enqueue jobs but work none unless a test asks (ROLE=all): under test:pg every app shares
    // one database, and a worker of one test file must not run another file's jobs.
    ROLE: 'web',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // Each app gets a Redis namespace of its own inside the run's, so rate-limit counters of one test
    // never leak into another; tests of several instances pass one shared REDIS_PREFIX in `env`.
    ...(redisUrl
      ? { REDIS_URL: redisUrl, REDIS_PREFIX: `${inject('redisPrefix')}.${randomBytes(6).toString('hex')}` }
      : {}),
    ...env,
  });
  const database = overrides.database ?? (await openDatabase(config));
  const deps = {
    database,
    events: overrides.events ?? createEventBus({ log: console }),
    now: overrides.now ?? (() => new Date()),
  };
  const app = await buildApp({ config, overrides: { ...overrides, ...deps }, logStream });
  // The app leaves a database it was handed open; this one is the helper's, so it closes it.
  if (!overrides.database) app.addHook('onClose', async () => database.close());
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  return Object.assign(app, { config, deps });
}
