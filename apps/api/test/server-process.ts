import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { inject } from 'vitest';

const API_DIR = join(import.meta.dirname, '..');

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Resolves with the first output line (stdout or stderr) matching `pattern`, past or future. */
  waitForLine: (pattern: RegExp) => Promise<string>;
  exited: Promise<number | null>;
};

/** Starts the real server (src/server.ts) as a child process on a free port, with its own DATA_DIR. */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-server-'));
  const databaseUrl = inject('databaseUrl');
  const templateDir = inject('pgliteTemplateDir');
  if (!databaseUrl && templateDir) cpSync(templateDir, join(dataDir, 'db'), { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const onLine = (line: string) => {
    lines.push(line);
    for (const waiter of waiters.filter((w) => w.pattern.test(line))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  };
  createInterface({ input: child.stdout! }).on('line', onLine);
  createInterface({ input: child.stderr! }).on('line', onLine);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitForLine = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const seen = lines.find((line) => pattern.test(line));
      if (seen) return resolve(seen);
      waiters.push({ pattern, resolve });
      void exited.then((code) =>
        reject(new Error(`server exited (${code}) before printing ${pattern}:\n${lines.join('\n')}`)),
      );
    });
  const ready = await waitForLine(/Charla is running at /);
  const url = ready.replace(/^.*Charla is running at /, '').trim();
  return { child, url, waitForLine, exited };
}
