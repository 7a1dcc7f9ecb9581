/** The parts of s3rver (no types published) the storage tests use. */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type S3rverOptions = {
    silent?: boolean;
    directory: string;
    /** false (the default) refuses access key ids other than S3RVER. */
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string }[];
  };
  export default class S3rver {
    constructor(options: S3rverOptions);
    configureBuckets(): Promise<void>;
    /** The Koa request handler, to serve s3rver from a server of one's own. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
