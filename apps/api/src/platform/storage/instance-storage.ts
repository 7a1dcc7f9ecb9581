import { join } from 'node:path';
import type { Config } from '../../config.js';
import { createLocalStorage } from './local-driver.js';
import { createS3Storage } from './s3-driver.js';
import type { StorageDriver } from './storage.js';

/** The instance's default storage from env: DATA_DIR/files, or the S3 bucket of STORAGE_DRIVER=s3. */
export function createInstanceStorage(config: Config): StorageDriver {
  if (config.STORAGE_DRIVER === 'local') return createLocalStorage(join(config.DATA_DIR, 'files'));
  return createS3Storage({
    endpoint: config.S3_ENDPOINT ?? null,
    region: config.S3_REGION,
    // The config schema refuses STORAGE_DRIVER=s3 without these three.
    bucketName: config.S3_BUCKET!,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
  });
}
