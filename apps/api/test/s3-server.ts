import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** s3rver's one account; any other key id is refused by s3rver itself. */
export const S3_ACCESS_KEY_ID = 'S3RVER';
export const S3_SECRET = 'S3RVER';

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');

/**
 * Whether a request carries a valid AWS Signature V4 for S3_SECRET. s3rver checks the key id but not
 * V4 signatures, so without this a wrong secret would pass; real providers refuse it.
 */
function hasValidSignature(request: IncomingMessage): boolean {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  if (!match) return false;
  const [, , date, region, signedHeaders, signature] = match as unknown as string[];
  const [path = '/', query = ''] = (request.url ?? '/').split('?');
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&');
  const canonicalHeaders = signedHeaders!
    .split(';')
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    request.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    request.headers['x-amz-date'],
    scope,
    sha256Hex(canonicalRequest),
  ].join('\n');
  const key = ['s3', 'aws4_request'].reduce<Buffer>(
    (current, part) => hmac(current, part),
    hmac(hmac(`AWS4${S3_SECRET}`, date!), region!),
  );
  return hmac(key, stringToSign).toString('hex') === signature;
}

function refuse(response: ServerResponse) {
  response.writeHead(403, { 'content-type': 'application/xml' });
  response.end(
    '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code>' +
      '<Message>The request signature we calculated does not match the signature you provided.</Message></Error>',
  );
}

/**
 * A real S3-protocol server (s3rver) on a random port with the given buckets in a temporary
 * directory, behind a signature check, and a client of it for the tests' own checks.
 */
export async function startS3Server(buckets: string[]) {
  const directory = mkdtempSync(join(tmpdir(), 'charla-s3-'));
  const s3rver = new S3rver({
    silent: true,
    directory,
    allowMismatchedSignatures: false,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const server = createServer((request, response) => {
    // Unknown key ids reach s3rver, which answers InvalidAccessKeyId as a provider would.
    const keyId = /Credential=([^/]+)\//.exec(request.headers.authorization ?? '')?.[1];
    if (keyId === S3_ACCESS_KEY_ID && !hasValidSignature(request)) return refuse(response);
    return handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    client,
    close: async () => {
      client.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
