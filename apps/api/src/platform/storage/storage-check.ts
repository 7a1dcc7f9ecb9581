import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { StorageDriver } from './storage.js';

const PROBE = Buffer.from('Charla storage check\n');

/**
 * Proves a storage works before anyone relies on it: writes a small object, reads it back, deletes
 * it. Throws whatever the provider answered.
 */
export async function checkStorage(driver: StorageDriver): Promise<void> {
  const key = `.charla-storage-check/${randomUUID()}`;
  await driver.put(key, Readable.from([PROBE]));
  try {
    const body = await driver.get(key);
    if (!body) throw new Error('the object written could not be read back');
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
    if (!Buffer.concat(chunks).equals(PROBE))
      throw new Error('the object read back differs from the one written');
  } finally {
    await driver.delete(key);
  }
}

const MAX_SUMMARY = 160;

/**
 * A short, secret-free account of a provider failure for the person configuring it: the S3 error
 * code and HTTP status, or the network error code. Never the request, its headers or credentials.
 */
export function describeStorageError(error: unknown): string {
  const failure = error as {
    name?: string;
    code?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
    cause?: { code?: string };
  };
  const status = failure.$metadata?.httpStatusCode;
  if (status !== undefined && failure.name && failure.name !== 'Error') {
    return `${failure.name} (HTTP ${status})`.slice(0, MAX_SUMMARY);
  }
  const networkCode = failure.code ?? failure.cause?.code;
  if (networkCode) return networkCode.slice(0, MAX_SUMMARY);
  if (failure.name === 'TimeoutError') return 'TimeoutError';
  return (failure.message ?? 'unknown error').slice(0, MAX_SUMMARY);
}
