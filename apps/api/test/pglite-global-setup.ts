import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/client.js';
import { createJobs } from '../src/platform/jobs/jobs.js';

/**
 * Creating and migrating a PGlite cluster costs ~5 s; copying a migrated one costs well under one.
 * This builds the template once per run; every test app copies it into its own DATA_DIR, so each
 * test file still has a database of its own and boot finds no migration left to apply.
 */
export default async function setup(project: TestProject) {
  const templateDir = mkdtempSync(join(tmpdir(), 'charla-pglite-template-'));
  const database = await openDatabase({ DATA_DIR: templateDir, DATABASE_URL: undefined });
  // pg-boss creates its tables on first start (about a second on PGlite); once here, not per test app.
  const jobs = createJobs({ database, role: 'web', log: console });
  await jobs.start();
  await jobs.stop();
  await database.close();
  project.provide('pgliteTemplateDir', join(templateDir, 'db'));
  return () => rmSync(templateDir, { recursive: true, force: true });
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}
