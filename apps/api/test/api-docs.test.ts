import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

describe('API documentation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('serves an OpenAPI 3 document generated from the contracts', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Charla API');
    const health = document.paths['/api/v1/health'].get;
    expect(health.responses['200'].content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { data: { type: 'object', properties: { status: { enum: ['ok', 'error'] } } } },
    });
    expect(document.paths['/api/v1/attachment/file/{attachmentOid}'].get.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'attachmentOid', required: true }),
    ]);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Attachment', 'ErrorEnvelope']),
    );
  });

  it('keeps the SPA catch-all and the docs themselves out of the document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(document.paths);
    expect(paths).not.toContain('/*');
    expect(paths.some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it('serves Swagger UI under a policy of its own that still forbids inline script', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui-bundle.js');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    // Its own policy, not the SPA's: no websocket or worker allowances on this page.
    expect(csp).not.toContain('wss:');
    const bundle = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});
