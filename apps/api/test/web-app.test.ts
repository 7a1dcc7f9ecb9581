import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('serving the built web app', () => {
  let app: TestApp;
  const distDir = mkdtempSync(join(tmpdir(), 'charla-dist-'));
  beforeAll(async () => {
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(distDir, 'assets', 'app-abc123.js'), 'console.log("app")');
    writeFileSync(
      join(distDir, 'app-manifest.json'),
      '{"buildId":"abc123","builtAt":"2030-01-01T00:00:00Z"}',
    );
    writeFileSync(join(distDir, '.source-hash'), 'deadbeef');
    app = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes browsers revalidate index.html and the app manifest', async () => {
    for (const url of ['/', '/index.html', '/app-manifest.json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const manifest = await app.inject({ method: 'GET', url: '/app-manifest.json' });
    expect(manifest.json()).toMatchObject({ buildId: 'abc123' });
  });

  it.each(['/admin/profile', '/en/login', '/chat?key=pk_x', '/.source-hash'])(
    'answers the client route %s with index.html',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('never lets a path escape the build directory', async () => {
    const response = await app.inject({ method: 'GET', url: '/static/..%2F..%2F..%2Fetc%2Fpasswd' });
    expect(response.body).toBe(INDEX_HTML);
  });

  it('keeps unknown API paths and non-GET requests as JSON 404s', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/unknown'],
      ['GET', '/api'],
      ['POST', '/admin/profile'],
      ['DELETE', '/assets/app-abc123.js'],
      ['GET', '/assets/chunk-from-an-older-build.js'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code, `${method} ${url}`).toBe('404');
    }
  });
});

describe('without a web build', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { WEB_DIST_DIR: join(tmpdir(), 'charla-no-such-dist') } });
  });
  afterAll(() => app.close());

  it('explains that the web app is not built instead of failing', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin/profile' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });
});
