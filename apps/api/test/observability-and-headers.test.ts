import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

const directives = (header: string | string[] | number | undefined) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );

describe('request ids and security headers', () => {
  let app: TestApp;
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    app = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void logLines.push(JSON.parse(line)) },
    });
  });
  afterAll(() => app.close());

  it('echoes a well-formed incoming request id and writes it on every log line of the request', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'trace-abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('trace-abc-123');
    const lines = logLines.filter((line) => line.reqId === 'trace-abc-123');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('replaces a malformed incoming request id with a fresh UUID', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never writes the bearer token into the logs', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { authorization: 'Bearer ses_topsecret' },
    });
    expect(JSON.stringify(logLines)).not.toContain('ses_topsecret');
  });

  it('sends a CSP the SPA works under, without inline or eval script', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(directives(response.headers['content-security-policy'])).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'connect-src': ["'self'", 'ws:', 'wss:'],
      'font-src': ["'self'", 'data:'],
      'worker-src': ["'self'", 'blob:'],
      'frame-src': ["'self'"],
      'frame-ancestors': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });
});

describe('the CSP with reCAPTCHA', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      env: { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 'secret', RECAPTCHA_SITE_KEY: 'site' },
    });
  });
  afterAll(() => app.close());

  it('lets Google load the widget script and its frame, and nothing else changes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", 'https://www.google.com', 'https://www.gstatic.com']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://www.google.com', 'https://www.gstatic.com']);
    expect(csp['default-src']).toEqual(["'self'"]);
  });
});
