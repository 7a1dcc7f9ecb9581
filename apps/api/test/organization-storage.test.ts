import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storageLocations } from '../src/modules/organizations/organizations.table.js';
import { decryptSecret } from '../src/platform/crypto/crypto.js';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/client.js';
import { bearer, signUp } from './accounts.js';
import { multipartBody } from './multipart.js';
import { createTestApp, type TestApp } from './helpers.js';
import { S3_ACCESS_KEY_ID, S3_SECRET, startS3Server } from './s3-server.js';

const BUCKET = 'charla-files';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR fake image body'),
]);

describe('storage settings against a real S3-protocol server', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let app: TestApp;
  let database: DatabaseHandle;
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-org-storage-'));
  let owner: { token: string; organizationOid: string };

  const settings = (overrides: object = {}) => ({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET,
    bucketName: BUCKET,
    domainUrl: 'https://files.example.com',
    ...overrides,
  });
  const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(owner.token),
      ...(payload ? { payload } : {}),
    });
  const upload = async (filename: string) => {
    const body = multipartBody([{ filename, content: PNG }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/attachment/file',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(owner.token) },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: { _id: string; url: string } }>().data;
  };
  const isInBucket = async (key: string) => {
    try {
      await s3.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
      return true;
    } catch {
      return false;
    }
  };
  const localFiles = () => {
    const dir = join(app.config.DATA_DIR, 'files', owner.organizationOid);
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const expectNothingSaved = async () => {
    expect((await call('GET', '/organization/s3')).json()).toEqual({ data: null });
    const rows = await database.db
      .select()
      .from(storageLocations)
      .where(eq(storageLocations.organizationId, owner.organizationOid));
    expect(rows).toEqual([]);
  };

  beforeAll(async () => {
    s3 = await startS3Server([BUCKET]);
    database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: inject('databaseUrl') });
    app = await createTestApp({ overrides: { database } });
    const signedUp = await signUp(app);
    owner = { token: signedUp.token, organizationOid: signedUp.user.organizationOid };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('uses the instance storage until a bucket is set', async () => {
    expect((await call('GET', '/organization/s3')).json()).toEqual({ data: null });
  });

  it.each([
    ['a wrong secret', { secretAccessKey: 'not-the-secret' }, 'SignatureDoesNotMatch (HTTP 403)'],
    ['an unknown access key', { accessKeyId: 'AKIAUNKNOWN' }, 'InvalidAccessKeyId (HTTP 403)'],
    ['a bucket that does not exist', { bucketName: 'no-such-bucket' }, 'NoSuchBucket (HTTP 404)'],
    ['an endpoint nobody listens on', { endpoint: 'http://127.0.0.1:9' }, 'ECONNREFUSED'],
  ])('refuses to save %s with a clear error and saves nothing', async (_name, overrides, problem) => {
    const response = await call('PATCH', '/organization/s3', settings(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: '400',
      reason: 'organizations.storage_test_failed',
      message: `La prueba del almacenamiento ha fallado (${problem}). No se ha guardado nada.`,
      details: [{ path: 'storage', message: problem }],
    });
    expect(response.body).not.toContain('not-the-secret');
    await expectNothingSaved();
  });

  it('tests settings without saving them', async () => {
    const works = await call('POST', '/organization/s3/test', settings());
    expect(works.json()).toEqual({ data: { ok: true } });
    const fails = await call('POST', '/organization/s3/test', settings({ secretAccessKey: 'wrong' }));
    expect(fails.statusCode).toBe(400);
    expect(fails.json().error.reason).toBe('organizations.storage_test_failed');
    await expectNothingSaved();
  });

  it('asks for a secret while none is stored', async () => {
    const response = await call('PATCH', '/organization/s3', settings({ secretAccessKey: null }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details).toEqual([
      { path: 'body.secretAccessKey', message: 'Required: no secret is stored yet' },
    ]);
  });

  it.each([
    ['a bucket name with capitals', { bucketName: 'My_Bucket' }, 'body.bucketName'],
    ['an endpoint that is not http', { endpoint: 'ftp://files.example.com' }, 'body.endpoint'],
    ['an empty access key', { accessKeyId: '' }, 'body.accessKeyId'],
    ['a malformed region', { region: 'EU West' }, 'body.region'],
  ])('refuses %s with VALIDATION', async (_name, overrides, path) => {
    const response = await call('PATCH', '/organization/s3', settings(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details.map((detail: { path: string }) => detail.path)).toContain(path);
  });

  it('saves working settings, never returns the secret and keeps it encrypted at rest', async () => {
    const response = await call('PATCH', '/organization/s3', settings());
    expect(response.statusCode).toBe(200);
    const expected = {
      endpoint: s3.endpoint,
      region: 'us-east-1',
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: null,
      hasSecret: true,
      bucketName: BUCKET,
      domainUrl: 'https://files.example.com',
    };
    expect(response.json()).toEqual({ data: expected });
    expect((await call('GET', '/organization/s3')).json()).toEqual({ data: expected });
    const [row] = await database.db
      .select()
      .from(storageLocations)
      .where(eq(storageLocations.organizationId, owner.organizationOid));
    expect(row!.secretAccessKeyEncrypted).not.toContain(S3_SECRET);
    expect(decryptSecret(row!.secretAccessKeyEncrypted, app.config.SECRETS_KEY)).toBe(S3_SECRET);
    const probes = await s3.client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: '.charla-storage-check/' }),
    );
    expect(probes.KeyCount ?? 0).toBe(0);
  });

  it('writes new attachments to the bucket and serves them through signed links', async () => {
    const attachment = await upload('logo.png');
    expect(await isInBucket(`${owner.organizationOid}/${attachment._id}`)).toBe(true);
    expect(localFiles()).not.toContain(attachment._id);
    const download = await app.inject({ method: 'GET', url: attachment.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
    });
    expect(download.headers['content-disposition']).toContain('filename="logo.png"');
  });

  it('keeps the stored secret when a save omits it', async () => {
    const response = await call(
      'PATCH',
      '/organization/s3',
      settings({ secretAccessKey: undefined, domainUrl: null }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ hasSecret: true, domainUrl: null });
    const rows = await database.db
      .select()
      .from(storageLocations)
      .where(eq(storageLocations.organizationId, owner.organizationOid));
    expect(rows).toHaveLength(1);
    expect(
      (await call('POST', '/organization/s3/test', settings({ secretAccessKey: null }))).statusCode,
    ).toBe(200);
  });

  it('goes back to the instance storage and still serves the files kept in the bucket', async () => {
    const inBucket = await upload('before.png');
    expect((await call('DELETE', '/organization/s3')).json()).toEqual({ data: null });
    expect((await call('GET', '/organization/s3')).json()).toEqual({ data: null });
    const local = await upload('after.png');
    expect(localFiles()).toContain(local._id);
    expect(await isInBucket(`${owner.organizationOid}/${local._id}`)).toBe(false);
    for (const attachment of [inBucket, local]) {
      const download = await app.inject({ method: 'GET', url: attachment.url });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PNG)).toBe(true);
    }
  });

  it('does not let another organization read or change these settings', async () => {
    const stranger = await signUp(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/organization/s3',
      headers: bearer(stranger.token),
    });
    expect(response.json()).toEqual({ data: null });
  });
});

describe('an instance whose default storage is an S3 bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let app: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server(['instance-files']);
    app = await createTestApp({
      env: {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'us-east-1',
        S3_BUCKET: 'instance-files',
        S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: S3_SECRET,
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
  });

  it('stores uploads in that bucket when the organization has none of its own', async () => {
    const { token, user } = await signUp(app);
    const body = multipartBody([{ filename: 'pixel.png', content: PNG }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/attachment/file',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(response.statusCode).toBe(201);
    const { _id, url } = response.json().data;
    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: 'instance-files', Key: `${user.organizationOid}/${_id}` }),
    );
    expect(head.ContentLength).toBe(PNG.length);
    const download = await app.inject({ method: 'GET', url });
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });
});
