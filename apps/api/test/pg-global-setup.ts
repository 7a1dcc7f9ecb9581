import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/client.js';
import { createJobs } from '../src/platform/jobs/jobs.js';
import { createRedisClient } from '../src/platform/realtime/redis.js';

const ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Creates a database of its own for this run, migrates it once (test files run in parallel and
 * concurrent migrators would race on drizzle's bookkeeping table) and drops it afterwards. Redis
 * is shared, so the run's keys and pub/sub channels carry a prefix of their own, deleted afterwards.
 */
export default async function setup(project: TestProject) {
  const name = `charla_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const scratchDir = mkdtempSync(join(tmpdir(), 'charla-pg-setup-'));
  const database = await openDatabase({ DATABASE_URL: url.toString(), DATA_DIR: scratchDir });
  // pg-boss creates its tables on first start (about a second on PGlite); once here, not per test app.
  const jobs = createJobs({ database, role: 'web', log: console });
  await jobs.start();
  await jobs.stop();
  await database.close();
  rmSync(scratchDir, { recursive: true, force: true });
  project.provide('databaseUrl', url.toString());
  project.provide('redisUrl', REDIS_URL);
  project.provide('redisPrefix', name);
  return async () => {
    await deleteRedisKeys(name);
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

async function deleteRedisKeys(prefix: string) {
  const redis = createRedisClient(REDIS_URL);
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
    if (keys.length > 0) await redis.del(keys);
  }
  await redis.close();
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
    redisPrefix: string;
  }
}
