import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDirs: string[] = [];
const tempDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'charla-config-'));
  dataDirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('configuration', () => {
  it('runs with nothing set: port 3000, embedded database, no captcha, 20 MB uploads', () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: resolve(dataDir),
      PUBLIC_URL: 'http://localhost:3000',
      CAPTCHA_PROVIDER: 'off',
      LOG_LEVEL: 'info',
      ATTACHMENT_MAX_BYTES: 20 * 1024 * 1024,
      RATE_LIMIT_MAX: 300,
      ROLE: 'all',
      WEB_DIST_DIR: resolve(import.meta.dirname, '../../web/dist'),
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('treats empty values as unset and drops a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      DATA_DIR: tempDataDir(),
      DATABASE_URL: '',
      PUBLIC_URL: 'https://chat.example.com/',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('https://chat.example.com');
  });

  it('lists every bad value at once, readably', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: tempDataDir(),
        PORT: 'abc',
        CAPTCHA_PROVIDER: 'x',
        DATABASE_URL: 'mysql://root@localhost/charla',
        ATTACHMENT_MAX_BYTES: '0',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT: must be a port number (0-65535)',
      'DATABASE_URL: must be a URL like postgres://user:password@host:5432/charla',
      'CAPTCHA_PROVIDER: must be one of off, altcha, recaptcha',
      'ATTACHMENT_MAX_BYTES: must be greater than 0',
    ]);
    expect((error as Error).message).toBe(
      ['Invalid configuration:', ...(error as ConfigError).problems.map((p) => `  - ${p}`)].join('\n'),
    );
  });

  it('splits web and job processes with ROLE and refuses an unknown role', () => {
    expect(loadConfig({ DATA_DIR: tempDataDir(), ROLE: 'worker' }).ROLE).toBe('worker');
    expect(() => loadConfig({ DATA_DIR: tempDataDir(), ROLE: 'jobs' })).toThrow(
      /ROLE: must be one of all, web, worker/,
    );
  });

  it('requires the reCAPTCHA keys when reCAPTCHA is the provider', () => {
    expect(() => loadConfig({ DATA_DIR: tempDataDir(), CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(
      /RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are required/,
    );
  });

  it('generates SECRETS_KEY into DATA_DIR on first start and reuses it afterwards', () => {
    const dataDir = tempDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.SECRETS_KEY).toMatch(/^[0-9a-f]{64}$/);
    const file = join(dataDir, 'secrets.key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.SECRETS_KEY);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).SECRETS_KEY).toBe(first.SECRETS_KEY);
  });

  it('prefers a SECRETS_KEY from the environment and writes nothing', () => {
    const dataDir = tempDataDir();
    const key = 'ab'.repeat(32);
    expect(loadConfig({ DATA_DIR: dataDir, SECRETS_KEY: key }).SECRETS_KEY).toBe(key);
    expect(() => statSync(join(dataDir, 'secrets.key'))).toThrow();
  });

  it('stops the server with the list of problems and exit code 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: resolve(import.meta.dirname, '..'),
      env: { DATA_DIR: tempDataDir(), PORT: 'abc', CAPTCHA_PROVIDER: 'x' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Invalid configuration:\n  - PORT: must be a port number (0-65535)\n  - CAPTCHA_PROVIDER: must be one of off, altcha, recaptcha',
    );
  });
});
