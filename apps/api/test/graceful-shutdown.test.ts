import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process.js';

/** Opens a POST whose body arrives in two parts, so the request stays in flight in between. */
function slowPost(url: string, firstPart: string, rest: string) {
  const body = firstPart + rest;
  let finish = () => {};
  const response = new Promise<{ status: number; body: string; connection: string | undefined }>(
    (resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }),
          );
        },
      );
      req.on('error', reject);
      req.write(firstPart);
      finish = () => req.end(rest);
    },
  );
  // A failing test kills the server mid-request; that hang-up is not a second failure.
  response.catch(() => {});
  return { response, finish: () => finish() };
}

describe('graceful shutdown', { timeout: 90_000 }, () => {
  let server: ServerProcess | undefined;
  afterEach(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  });

  it('on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0', async () => {
    server = await startServerProcess();
    const inFlight = slowPost(
      `${server.url}/api/v1/user/login`,
      '{"email":"nobody@example.com",',
      '"password":"wrong password"}',
    );
    // Fastify logs "incoming request" once the headers are in, before it waits for the body.
    await server.waitForLine(/"url":"\/api\/v1\/user\/login".*"msg":"incoming request"/);

    server.child.kill('SIGTERM');
    await server.waitForLine(/shutting down/);
    // New work is turned away: refused once the listener is closed, 503 in the instant before.
    const late = await fetch(`${server.url}/api/v1/health`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect(['refused', 503]).toContain(late);

    inFlight.finish();
    const answer = await inFlight.response;
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body).error.code).toBe('401');
    expect(answer.connection).toBe('close');
    await server.waitForLine(/shut down cleanly/);
    expect(await server.exited).toBe(0);
  });

  it('exits 0 on SIGINT too', async () => {
    server = await startServerProcess();
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });
});
