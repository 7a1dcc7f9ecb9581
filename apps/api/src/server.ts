import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/** Past this, a request that will not finish must not keep a deploy waiting forever. */
const SHUTDOWN_GRACE_MS = 25_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config });
  let isClosing = false;
  // Fastify's close stops accepting connections, lets in-flight requests finish, then runs the
  // onClose hooks, which close the database (and the PGlite worker).
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    app.log.info('shut down cleanly');
    process.exit(0);
  };
  // A response finished during shutdown closes its connection; an idle keep-alive socket would
  // otherwise hold close() open until its timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  // PORT=0 asks the system for a free port; the URL then has to name the one it chose.
  const { port } = app.server.address() as AddressInfo;
  const url = config.PORT === 0 ? `http://localhost:${port}` : config.PUBLIC_URL;
  console.log(`\n  Charla is running at ${url}\n`);
}

main().catch((error: unknown) => {
  console.error('Charla failed to start:', error);
  process.exit(1);
});
