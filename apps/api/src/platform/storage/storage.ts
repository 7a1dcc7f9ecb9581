import type { Readable } from 'node:stream';

/**
 * Where file bytes live. Keys are server-generated (`<organizationId>/<uuid>`), never user input.
 * Local disk is the default; an S3-compatible driver implements the same four calls.
 */
export type StorageDriver = {
  /** Writes the whole stream under `key`; nothing is left behind if the stream fails. */
  put: (key: string, body: Readable | AsyncIterable<Buffer>) => Promise<{ size: number }>;
  /** The stored bytes, or null when there is nothing under `key`. */
  get: (key: string) => Promise<Readable | null>;
  delete: (key: string) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
};
