/**
 * Hosts the embedded PGlite database on its own thread and exposes it over the PostgreSQL wire
 * protocol on a loopback port. PGlite runs queries synchronously inside WebAssembly; on the main
 * thread a burst of queries would freeze HTTP and sockets for seconds. Here the app talks
 * node-postgres to it exactly as it talks to a real PostgreSQL.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

type WorkerInput = { dataDir: string };
type WorkerMessage = { type: 'stop' };

const { dataDir } = workerData as WorkerInput;
const db = await PGlite.create({ dataDir });
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 64 });
await server.start();
const [, port] = server.getServerConn().split(':');
parentPort?.postMessage({ type: 'ready', port: Number(port) });

parentPort?.on('message', async (message: WorkerMessage) => {
  if (message.type !== 'stop') return;
  await server.stop();
  await db.close();
  parentPort?.postMessage({ type: 'stopped' });
});
