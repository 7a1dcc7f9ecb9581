import type { StorageSettings, StorageSettingsBody } from '@charla/contracts';
import type { AppDeps } from '../../app.js';
import { decryptSecret, encryptSecret } from '../../platform/crypto/crypto.js';
import { validationError } from '../../platform/errors.js';
import { createS3Storage, type S3Storage } from '../../platform/storage/s3-driver.js';
import { checkStorage, describeStorageError } from '../../platform/storage/storage-check.js';
import type { StorageDriver } from '../../platform/storage/storage.js';
import { storageTestFailed } from './organizations.errors.js';
import {
  findCurrentStorageLocation,
  findStorageLocation,
  findStorageLocationByBucket,
  insertStorageLocation,
  setCurrentStorageLocation,
  updateStorageLocation,
  type StorageLocationRow,
} from './organizations.storage.repository.js';

export type StorageDeps = Pick<AppDeps, 'config' | 'database' | 'now' | 'storage'>;

/**
 * One S3 client per location and version, reused across requests so connections are kept alive; a
 * location saved with new credentials gets a new client. Bounded so old locations do not pile up.
 */
const drivers = new Map<string, { version: number; driver: S3Storage }>();
const MAX_CACHED_DRIVERS = 200;

function driverOf(config: StorageDeps['config'], location: StorageLocationRow): StorageDriver {
  const version = location.updatedAt.getTime();
  const cached = drivers.get(location.id);
  if (cached?.version === version) return cached.driver;
  cached?.driver.close();
  const driver = createS3Storage({
    endpoint: location.endpoint,
    region: location.region,
    bucketName: location.bucketName,
    accessKeyId: location.accessKeyId,
    secretAccessKey: decryptSecret(location.secretAccessKeyEncrypted, config.SECRETS_KEY),
  });
  drivers.delete(location.id);
  drivers.set(location.id, { version, driver });
  if (drivers.size > MAX_CACHED_DRIVERS) {
    const [oldestId, oldest] = drivers.entries().next().value!;
    oldest.driver.close();
    drivers.delete(oldestId);
  }
  return driver;
}

function toSettings(location: StorageLocationRow): StorageSettings {
  return {
    endpoint: location.endpoint,
    region: location.region,
    accessKeyId: location.accessKeyId,
    secretAccessKey: null,
    hasSecret: location.secretAccessKeyEncrypted !== '',
    bucketName: location.bucketName,
    domainUrl: location.domainUrl,
  };
}

/** GET /organization/s3: the organization's bucket without its secret, or null for the instance's storage. */
export async function getStorageSettings(
  { database }: StorageDeps,
  { organizationId }: { organizationId: string },
): Promise<StorageSettings | null> {
  const location = await findCurrentStorageLocation(database.db, { organizationId });
  return location ? toSettings(location) : null;
}

/** The secret to use: the one sent, else the one stored for the current bucket. */
async function resolveSecret(
  { config, database }: StorageDeps,
  { organizationId, body }: { organizationId: string; body: StorageSettingsBody },
): Promise<string> {
  if (body.secretAccessKey) return body.secretAccessKey;
  const current = await findCurrentStorageLocation(database.db, { organizationId });
  if (!current) {
    throw validationError([{ path: 'body.secretAccessKey', message: 'Required: no secret is stored yet' }]);
  }
  return decryptSecret(current.secretAccessKeyEncrypted, config.SECRETS_KEY);
}

async function runStorageTest(body: StorageSettingsBody, secretAccessKey: string): Promise<void> {
  const driver = createS3Storage({
    endpoint: body.endpoint ?? null,
    region: body.region,
    bucketName: body.bucketName,
    accessKeyId: body.accessKeyId,
    secretAccessKey,
  });
  try {
    await checkStorage(driver);
  } catch (error) {
    throw storageTestFailed(describeStorageError(error), error);
  } finally {
    driver.close();
  }
}

/** POST /organization/s3/test: put, read back and delete a small object; saves nothing. */
export async function testStorageSettings(
  deps: StorageDeps,
  { organizationId, body }: { organizationId: string; body: StorageSettingsBody },
): Promise<void> {
  await runStorageTest(body, await resolveSecret(deps, { organizationId, body }));
}

/**
 * PATCH /organization/s3: tests the settings, then makes the bucket the organization's storage for
 * new files. A failing test saves nothing. The secret is stored encrypted and never returned.
 */
export async function saveStorageSettings(
  deps: StorageDeps,
  { organizationId, body }: { organizationId: string; body: StorageSettingsBody },
): Promise<StorageSettings> {
  const secretAccessKey = await resolveSecret(deps, { organizationId, body });
  await runStorageTest(body, secretAccessKey);
  const values = {
    endpoint: body.endpoint ?? null,
    region: body.region,
    bucketName: body.bucketName,
    accessKeyId: body.accessKeyId,
    secretAccessKeyEncrypted: encryptSecret(secretAccessKey, deps.config.SECRETS_KEY),
    domainUrl: body.domainUrl ?? null,
  };
  const now = deps.now();
  const location = await deps.database.db.transaction(async (tx) => {
    const existing = await findStorageLocationByBucket(tx, {
      organizationId,
      endpoint: values.endpoint,
      bucketName: values.bucketName,
    });
    const saved = existing
      ? await updateStorageLocation(tx, { organizationId, locationId: existing.id, values, now })
      : await insertStorageLocation(tx, { organizationId, values, now });
    await setCurrentStorageLocation(tx, { organizationId, locationId: saved.id, now });
    return saved;
  });
  return toSettings(location);
}

/** DELETE /organization/s3: new files go to the instance's storage again; existing files stay readable. */
export async function resetStorageSettings(
  { database, now }: StorageDeps,
  { organizationId }: { organizationId: string },
): Promise<void> {
  await setCurrentStorageLocation(database.db, { organizationId, locationId: null, now: now() });
}

/** Where a new file of the organization goes: its bucket, or the instance's storage (location null). */
export async function storageForNewFile(
  deps: StorageDeps,
  { organizationId }: { organizationId: string },
): Promise<{ locationId: string | null; driver: StorageDriver }> {
  const location = await findCurrentStorageLocation(deps.database.db, { organizationId });
  if (!location) return { locationId: null, driver: deps.storage };
  return { locationId: location.id, driver: driverOf(deps.config, location) };
}

/** The storage a file was written to, whatever the organization uses today. */
export async function storageOfFile(
  deps: StorageDeps,
  { organizationId, locationId }: { organizationId: string; locationId: string | null },
): Promise<StorageDriver | null> {
  if (!locationId) return deps.storage;
  const location = await findStorageLocation(deps.database.db, { organizationId, locationId });
  return location ? driverOf(deps.config, location) : null;
}
