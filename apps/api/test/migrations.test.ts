import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/platform/db/client.js';

const databaseUrl = inject('databaseUrl' as never) as string | undefined;

// Only meaningful on PostgreSQL (npm run test:pg): the embedded database has a single process.
describe.skipIf(!databaseUrl)('migrations on PostgreSQL', () => {
  it('lets several instances boot at once against a fresh database and applies each migration once', async () => {
    const adminUrl = new URL(databaseUrl!);
    adminUrl.pathname = '/postgres';
    const name = `charla_boot_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'charla-boot-'));
    try {
      const handles = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ DATABASE_URL: url.toString(), DATA_DIR: dataDir })),
      );
      const applied = await handles[0]!.pool.query('select hash from drizzle.__drizzle_migrations');
      const hashes = applied.rows.map((row: { hash: string }) => row.hash);
      expect(hashes.length).toBeGreaterThan(0);
      expect(new Set(hashes).size).toBe(hashes.length);
      await Promise.all(handles.map((handle) => handle.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
