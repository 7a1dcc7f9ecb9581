import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { StorageDriver } from './storage.js';

export type S3StorageOptions = {
  /** An S3-compatible service's address; null for AWS S3 itself. */
  endpoint: string | null;
  region: string;
  bucketName: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export type S3Storage = StorageDriver & { close: () => void };

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Files in an S3-compatible bucket under the same server-generated keys as on local disk. */
export function createS3Storage(options: S3StorageOptions): S3Storage {
  const client = new S3Client({
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    // Most S3-compatible services (and s3rver) reject the SDK's default aws-chunked uploads with
    // flexible checksums; plain signed requests work everywhere.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A wrong endpoint must fail the settings test quickly instead of hanging the request.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 2,
  });
  const Bucket = options.bucketName;

  return {
    put: async (key, body) => {
      // PutObject needs the length up front and uploads are capped by ATTACHMENT_MAX_BYTES, so the
      // file is collected in memory rather than sent as a multipart upload.
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
      const content = Buffer.concat(chunks);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: content, ContentLength: content.length }),
      );
      return { size: content.length };
    },
    get: async (key) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    exists: async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    close: () => client.destroy(),
  };
}
