import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';

export type TestApp = Awaited<ReturnType<typeof buildApp>> & { config: Config };

/**
 * Builds the real app against PGlite in a fresh temporary DATA_DIR (npm test) or against the
 * per-run PostgreSQL database provided by the pg global setup (npm run test:pg).
 */
export async function createTestApp({
  env = {},
  overrides = {},
}: { env?: Record<string, string>; overrides?: Partial<Omit<AppDeps, 'config'>> } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-test-'));
  const databaseUrl = inject('databaseUrl' as never) as string | undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAPTCHA_PROVIDER: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp({ config, overrides });
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  return Object.assign(app, { config });
}
