import { SESSION_TTL_SECONDS } from '@charla/contracts';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { organizations } from '../src/modules/organizations/organizations.table.js';
import { registerAuth } from '../src/platform/auth/auth-hook.js';
import { decryptSecret } from '../src/platform/crypto/crypto.js';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/client.js';
import { bearer, createClock, signUp } from './accounts.js';
import { createTestApp, type TestApp } from './helpers.js';

const HOUR_MS = 3_600_000;

describe('sessions and route auth', () => {
  let app: TestApp;
  // The test keeps its own database handle to read the organization's encrypted secret key.
  let database: DatabaseHandle;
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-sessions-'));
  const clock = createClock();

  beforeAll(async () => {
    database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: inject('databaseUrl') });
    app = await createTestApp({ overrides: { now: clock.now, database } });
    // A test-only route limited to owners, to prove the role check.
    await app.register(
      async (api) => {
        api.get('/test/owners-only', { config: { auth: 'session', roles: ['OWNER'] } }, async () => ({
          ok: true,
        }));
        api.get('/test/admins-only', { config: { auth: 'session', roles: ['ADMIN'] } }, async () => ({
          ok: true,
        }));
      },
      { prefix: '/api/v1' },
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const session = (token: string) =>
    app.inject({ method: 'GET', url: '/api/v1/user/session', headers: bearer(token) });

  it('expires a session after 12 hours idle with 401 session expired', async () => {
    const { token } = await signUp(app);
    clock.advance(SESSION_TTL_SECONDS * 1000 + 1000);
    const response = await session(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: '401', reason: 'auth.session_expired' });
  });

  it('keeps a session alive while it is used (sliding expiry)', async () => {
    const { token } = await signUp(app);
    for (let hour = 0; hour < 3; hour += 1) {
      clock.advance(10 * HOUR_MS);
      expect((await session(token)).statusCode).toBe(200);
    }
  });

  it('lets a route refuse roles it does not list with 403', async () => {
    const { token } = await signUp(app);
    const owners = await app.inject({
      method: 'GET',
      url: '/api/v1/test/owners-only',
      headers: bearer(token),
    });
    expect(owners.statusCode).toBe(200);
    const admins = await app.inject({
      method: 'GET',
      url: '/api/v1/test/admins-only',
      headers: bearer(token),
    });
    expect(admins.statusCode).toBe(403);
    expect(admins.json().error).toMatchObject({ code: '403', reason: 'common.forbidden' });
  });

  it('accepts the organization secret key on session routes as an ADMIN, but not on account routes', async () => {
    const { user } = await signUp(app);
    const [row] = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, user.organizationOid));
    const secretKey = decryptSecret(row!.secretKeyEncrypted, app.config.SECRETS_KEY);
    expect(secretKey).toMatch(/^sk_/);

    const organization = await app.inject({
      method: 'GET',
      url: '/api/v1/organization',
      headers: bearer(secretKey),
    });
    expect(organization.statusCode).toBe(200);
    expect(organization.json().data._id).toBe(user.organizationOid);
    const admins = await app.inject({
      method: 'GET',
      url: '/api/v1/test/admins-only',
      headers: bearer(secretKey),
    });
    expect(admins.statusCode).toBe(200);
    const account = await session(secretKey);
    expect(account.statusCode).toBe(403);
    const unknownKey = await app.inject({
      method: 'GET',
      url: '/api/v1/organization',
      headers: bearer('sk_nope'),
    });
    expect(unknownKey.statusCode).toBe(401);
  });

  it('declares the auth of every registered API route', () => {
    expect(app.apiRoutes.length).toBeGreaterThan(10);
    const undeclared = app.apiRoutes.filter((route) => !route.auth);
    expect(undeclared).toEqual([]);
    expect(app.apiRoutes).toContainEqual({ method: 'POST', url: '/api/v1/user/login', auth: 'public' });
    expect(app.apiRoutes).toContainEqual({ method: 'GET', url: '/api/v1/user/session', auth: 'user' });
  });

  it('refuses to start when an API route does not declare its auth', async () => {
    const bare = Fastify();
    registerAuth(
      bare,
      async () => null,
      async () => ({ organizationId: '', visitor: null }),
    );
    await expect(
      bare.register(async (api) => {
        api.get('/api/v1/forgotten', async () => 'oops');
      }),
    ).rejects.toThrow('must declare config.auth');
    await bare.close();
  });
});
