import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export type EmbeddedDatabase = { connectionString: string; stop: () => Promise<void> };

type ReadyMessage = { type: 'ready'; port: number } | { type: 'stopped' };

/** Starts PGlite in a worker thread and answers a connection string node-postgres can use. */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  // The API runs from TypeScript source; the worker registers tsx itself so it can load its .ts file
  // whether the parent runs under tsx, vitest or plain node.
  const tsxApi = pathToFileURL(
    join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  ).href;
  const workerFile = new URL('./pglite-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerFile)}); });`;
  const worker = new Worker(bootstrap, { eval: true, workerData: { dataDir } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`PGlite worker exited with code ${code}`)));
    worker.on('message', (message: ReadyMessage) => {
      if (message.type === 'ready') resolve(message.port);
    });
  });
  worker.removeAllListeners('exit');
  worker.removeAllListeners('error');
  worker.on('error', (error) => console.error('PGlite worker failed', error));
  return {
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    stop: async () => {
      const stopped = new Promise<void>((resolve) => {
        worker.on('message', (message: ReadyMessage) => message.type === 'stopped' && resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'stop' });
      await stopped;
      await worker.terminate();
    },
  };
}
