import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { APP_PORT, APP_URL, E2E_DIR, MAILBOX_DIR, RUN_DIR, SMTP_PORT, WEB_DIST_DIR } from './env.js';

/**
 * Starts a real SMTP server that drops every received message into the mailbox folder, and the
 * built Charla (npm run build ran before) on its own port and data directory.
 */
export default async function globalSetup() {
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(MAILBOX_DIR, { recursive: true });

  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFileSync(join(MAILBOX_DIR, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));

  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(E2E_DIR, '../apps/api/src/server.ts')],
    {
      env: {
        ...process.env,
        PORT: String(APP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: join(RUN_DIR, 'data'),
        WEB_DIST_DIR,
        PUBLIC_URL: APP_URL,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        CAPTCHA_PROVIDER: 'altcha',
        LOG_LEVEL: 'warn',
        // Every journey's customers come from 127.0.0.1: the per-IP client API budgets would stop the suite.
        CLIENT_NEW_VISITORS_PER_HOUR: '10000',
        CLIENT_NEW_CONVERSATIONS_PER_12H: '10000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitForHealth(`${APP_URL}/api/v1/health`, server);

  return async () => {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
}

async function waitForHealth(url: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Charla exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Charla did not become healthy at ${url}`);
}
