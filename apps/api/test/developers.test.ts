import type { ApiKeys } from '@charla/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/client.js';
import { bearer, signUp } from './accounts.js';
import { createTestApp, type TestApp } from './helpers.js';
import { memberOf } from './organization-members.js';

describe('API keys', () => {
  let app: TestApp;
  let database: DatabaseHandle;
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-developers-'));
  let owner: { token: string; organizationOid: string };

  const get = (url: string, token: string) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
  const keysOf = async (token: string) =>
    (await get('/organization/apikey', token)).json<{ data: ApiKeys }>().data;

  beforeAll(async () => {
    database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: inject('databaseUrl') });
    app = await createTestApp({ overrides: { database } });
    const signedUp = await signUp(app);
    owner = { token: signedUp.token, organizationOid: signedUp.user.organizationOid };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the owner both keys, the secret one readable', async () => {
    const keys = await keysOf(owner.token);
    expect(keys.publicKey).toMatch(/^pk_/);
    expect(keys.secretKey).toMatch(/^sk_/);
    expect((await get('/organization', keys.secretKey)).statusCode).toBe(200);
  });

  it('rotates the secret key: the old one answers 401 at once, the new one works', async () => {
    const before = await keysOf(owner.token);
    const response = await get('/organization/secretKey/reset', owner.token);
    expect(response.statusCode).toBe(200);
    const after = response.json<{ data: ApiKeys }>().data;
    expect(after.secretKey).toMatch(/^sk_/);
    expect(after.secretKey).not.toBe(before.secretKey);
    expect(after.publicKey).toBe(before.publicKey);
    expect((await get('/channel', before.secretKey)).statusCode).toBe(401);
    expect((await get('/channel', after.secretKey)).statusCode).toBe(200);
    expect(await keysOf(owner.token)).toEqual(after);
  });

  it('rotates the public key and keeps the secret one', async () => {
    const before = await keysOf(owner.token);
    const after = (await get('/organization/publicKey/reset', owner.token)).json<{ data: ApiKeys }>().data;
    expect(after.publicKey).toMatch(/^pk_/);
    expect(after.publicKey).not.toBe(before.publicKey);
    expect(after.secretKey).toBe(before.secretKey);
  });

  it('refuses every key route to a USER with 403', async () => {
    const userToken = await memberOf(app, database, { organizationOid: owner.organizationOid, role: 'USER' });
    for (const url of [
      '/organization/apikey',
      '/organization/publicKey/reset',
      '/organization/secretKey/reset',
    ]) {
      expect((await get(url, userToken)).statusCode).toBe(403);
    }
  });

  it('lets an ADMIN read and rotate the keys', async () => {
    const adminToken = await memberOf(app, database, {
      organizationOid: owner.organizationOid,
      role: 'ADMIN',
    });
    expect((await get('/organization/apikey', adminToken)).statusCode).toBe(200);
    expect((await get('/organization/publicKey/reset', adminToken)).statusCode).toBe(200);
  });
});
