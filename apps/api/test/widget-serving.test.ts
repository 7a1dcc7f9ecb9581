import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

describe('serving the widget loader', () => {
  let app: TestApp;
  const distDir = mkdtempSync(join(tmpdir(), 'charla-dist-'));
  beforeAll(async () => {
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(distDir, 'widget.js'), '(function(){})();');
    writeFileSync(join(distDir, 'assets', 'app-abc123.js'), 'console.log("app")');
    app = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves /widget.js to any site as JavaScript, cached for five minutes so deploys reach sites soon', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/widget.js',
      headers: { origin: 'https://tienda.example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('(function(){})();');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    // A same-origin resource policy would stop other sites' <script> tags from loading it.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('leaves the app bundles same-origin and cached for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
