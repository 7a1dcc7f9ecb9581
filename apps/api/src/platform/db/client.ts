import { join } from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../../config.js';
import { startEmbeddedDatabase } from './embedded.js';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema>;
export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  isEmbedded: boolean;
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

const MIGRATIONS_DIR = new URL('../../../drizzle', import.meta.url).pathname;
/** Any constant; it names the advisory lock every instance takes while migrating. */
const MIGRATION_LOCK_KEY = 0x63686c61;

/**
 * Instances that boot together against one PostgreSQL would race on drizzle's bookkeeping table and
 * apply a migration twice. A session advisory lock lets one migrate while the others wait, then
 * find nothing left to apply.
 */
async function migrateExclusively(pool: pg.Pool, db: Database) {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
}

/**
 * Connects to PostgreSQL when DATABASE_URL is set, otherwise to the embedded PGlite in
 * DATA_DIR/db, and applies the committed migrations. Both paths speak node-postgres, so every
 * query runs the same way on both.
 */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<DatabaseHandle> {
  const embedded = config.DATABASE_URL ? null : await startEmbeddedDatabase(join(config.DATA_DIR, 'db'));
  const connectionString = config.DATABASE_URL ?? embedded!.connectionString;
  // PGlite executes one query at a time; a single connection keeps transactions strictly isolated.
  const pool = new pg.Pool({ connectionString, max: embedded ? 1 : 10 });
  pool.on('error', (error) => console.error('database pool error', error));
  const db = drizzle(pool, { schema });
  await (embedded ? migrate(db, { migrationsFolder: MIGRATIONS_DIR }) : migrateExclusively(pool, db));
  return {
    db,
    pool,
    isEmbedded: embedded !== null,
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await pool.end();
      await embedded?.stop();
    },
  };
}
