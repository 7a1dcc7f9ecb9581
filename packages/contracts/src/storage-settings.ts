import { z } from 'zod';

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const httpUrl = z.url({ protocol: /^https?$/, error: 'Expected an http(s) URL' }).max(2048);

/**
 * An organization's own S3-compatible bucket (spec §3 Storage settings), for PATCH /organization/s3
 * and POST /organization/s3/test. `endpoint` is empty for AWS itself; `domainUrl` is the bucket's
 * public address, kept for reference: files are always served through Charla's signed /files/ links,
 * which carry the headers that keep them inert in a browser.
 */
export const storageSettingsBodySchema = z.object({
  endpoint: z.preprocess(emptyToNull, httpUrl.nullable()).optional(),
  region: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/, 'Expected a region such as eu-west-1'),
  accessKeyId: z.string().trim().min(1).max(256),
  /** Omitted or null keeps the stored secret. */
  secretAccessKey: z.preprocess(emptyToNull, z.string().min(1).max(512).nullable()).optional(),
  bucketName: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'Expected a bucket name of 3-63 lower-case letters, digits, dots or hyphens',
    ),
  domainUrl: z.preprocess(emptyToNull, httpUrl.nullable()).optional(),
});
export type StorageSettingsBody = z.infer<typeof storageSettingsBodySchema>;

/** GET /organization/s3: the organization's bucket, or null while it uses the instance's storage. */
export const storageSettingsSchema = z
  .object({
    endpoint: z.string().nullable(),
    region: z.string(),
    accessKeyId: z.string(),
    /** Never returned; `hasSecret` says whether one is stored. */
    secretAccessKey: z.null(),
    hasSecret: z.boolean(),
    bucketName: z.string(),
    domainUrl: z.string().nullable(),
  })
  .meta({ id: 'StorageSettings' });
export type StorageSettings = z.infer<typeof storageSettingsSchema>;
