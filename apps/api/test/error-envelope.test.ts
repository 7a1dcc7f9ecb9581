import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

describe('every failure answers the error envelope in the caller language', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMIT_MAX: '10000' } });
    // Routes that exist only in this test app, to reach Fastify's own failure paths.
    app.post('/api/v1/test/echo', { config: { auth: 'public' }, bodyLimit: 64 }, async (request) => ({
      data: request.body,
    }));
    app.post(
      '/api/v1/test/typed',
      { config: { auth: 'public' }, schema: { body: z.object({ email: z.email(), count: z.number() }) } },
      async (request) => ({ data: request.body }),
    );
    app.get('/api/v1/test/boom', { config: { auth: 'public' } }, async () => {
      throw new Error('database password is hunter2 at /srv/charla/secret.ts:12');
    });
    app.get(
      '/api/v1/test/strict-limit',
      { config: { auth: 'public', rateLimit: { max: 1, timeWindow: '1 minute' } } },
      async () => ({ data: { ok: true } }),
    );
  });
  afterAll(() => app.close());

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: '400', reason: 'common.bad_request', message: 'The request is not valid.' },
    });
  });

  it('answers a schema failure with 422 VALIDATION and the failing paths', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/test/typed',
      headers: { 'accept-language': 'en' },
      payload: { email: 'not-an-email', count: 'three' },
    });
    expect(response.statusCode).toBe(422);
    const { error } = response.json();
    expect(error).toMatchObject({
      code: 'VALIDATION',
      reason: 'common.validation',
      message: 'Check the data you sent.',
    });
    expect(error.details).toEqual([
      { path: 'body.email', message: expect.any(String) },
      { path: 'body.count', message: expect.any(String) },
    ]);
  });

  it('answers an unknown API route with 404 in Spanish by default', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/v1/nothing/here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: {
        code: '404',
        reason: 'common.route_not_found',
        message: 'La ruta /api/v1/nothing/here no existe.',
      },
    });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(200) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: '413', reason: 'common.payload_too_large' });
  });

  it('answers an unexpected failure with 500 and nothing of its internals', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/test/boom',
      cookies: { lang: 'en' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: '500', reason: 'common.internal', message: 'Internal server error.' },
    });
    expect(response.body).not.toMatch(/hunter2|secret\.ts|stack/);
  });

  it('answers a route over its own stricter limit with 429, in the language of the lang cookie', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/v1/test/strict-limit' });
    expect(first.statusCode).toBe(200);
    const second = await app.inject({
      method: 'GET',
      url: '/api/v1/test/strict-limit',
      cookies: { lang: 'en' },
      headers: { 'accept-language': 'es' },
    });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({
      error: {
        code: '429',
        reason: 'common.rate_limited',
        message: 'Too many attempts. Try again in a few minutes.',
      },
    });
    expect(second.headers['retry-after']).toBeDefined();
  });
});

describe('the global request budget', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => app.close());

  it('answers 429 once one address spends the per-minute budget, and not other addresses', async () => {
    const fromAddress = (remoteAddress: string) =>
      app.inject({
        method: 'GET',
        url: '/api/v1/health',
        remoteAddress,
        headers: { 'accept-language': 'es' },
      });
    for (let i = 0; i < 3; i++) expect((await fromAddress('198.51.100.1')).statusCode).toBe(200);
    const over = await fromAddress('198.51.100.1');
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toEqual({
      code: '429',
      reason: 'common.rate_limited',
      message: 'Demasiados intentos. Vuelve a intentarlo en unos minutos.',
    });
    expect((await fromAddress('198.51.100.2')).statusCode).toBe(200);
  });

  it('does not count the web app and its assets, which one page load fetches by the dozen', async () => {
    const page = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '198.51.100.3' });
    for (let i = 0; i < 10; i++) expect((await page(`/assets/chunk-${i}.js`)).statusCode).not.toBe(429);
    for (let i = 0; i < 10; i++) expect((await page('/admin/profile')).statusCode).not.toBe(429);
    expect((await page('/api/v1/health')).statusCode).toBe(200);
  });
});
