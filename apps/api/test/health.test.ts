import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/platform/db/client.js';
import { createTestApp, noJobs, type TestApp } from './helpers.js';

describe('health', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers ok when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', database: 'ok' } });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unknown API route with the error envelope', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/nope',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: '404', reason: 'common.route_not_found', message: 'Route /api/v1/nope does not exist.' },
    });
  });
});

describe('health with the database down', () => {
  let app: TestApp;
  beforeAll(async () => {
    const unreachable = {
      db: {} as DatabaseHandle['db'],
      pool: {} as DatabaseHandle['pool'],
      isEmbedded: false,
      ping: async () => false,
      close: async () => {},
    } satisfies DatabaseHandle;
    app = await createTestApp({ overrides: { database: unreachable, jobs: noJobs } });
  });
  afterAll(() => app.close());

  it('answers 503 with the database marked as failing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ data: { status: 'error', database: 'error' } });
  });
});
