import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { CAPTCHA_PROVIDERS, CLIENT_API_LIMITS } from '@charla/contracts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = (protocols: RegExp, example: string) =>
  z.preprocess(
    emptyToUndefined,
    z.url({ protocol: protocols, error: `must be a URL like ${example}` }).optional(),
  );
const positiveInteger = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .positive('must be greater than 0')
    .default(fallback);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const STORAGE_DRIVERS = ['local', 's3'] as const;
const ROLES = ['all', 'web', 'worker'] as const;

/** Every setting Charla reads from the environment. Nothing else reads process.env. */
export const configSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a port number (0-65535)' })
      .int('must be a port number (0-65535)')
      .min(0, 'must be a port number (0-65535)')
      .max(65_535, 'must be a port number (0-65535)')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/, 'postgres://user:password@host:5432/charla'),
    REDIS_URL: optionalUrl(/^rediss?$/, 'redis://host:6379'),
    /** Prefix of Charla's Redis keys and pub/sub channels, so several deployments can share one Redis. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w.-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores')
      .default('charla'),
    PUBLIC_URL: optionalUrl(/^https?$/, 'https://charla.example.com'),
    SMTP_URL: optionalUrl(/^smtps?$/, 'smtp://user:password@host:587'),
    MAIL_FROM: z.string().min(3).default('Charla <no-reply@charla.local>'),
    CAPTCHA_PROVIDER: z
      .enum(CAPTCHA_PROVIDERS, { error: `must be one of ${CAPTCHA_PROVIDERS.join(', ')}` })
      .default('off'),
    RECAPTCHA_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
    RECAPTCHA_SITE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    SECRETS_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[0-9a-f]{64}$/i, 'must be 64 hexadecimal characters (a 32-byte AES-256 key)')
        .optional(),
    ),
    /** Background jobs: `all` enqueues and works them, `web` only enqueues, `worker` works them too (ARCHITECTURE §1). */
    ROLE: z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` }).default('all'),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    /** Largest accepted upload, in bytes (20 MB). */
    ATTACHMENT_MAX_BYTES: positiveInteger(20 * 1024 * 1024),
    /** Requests per minute per client IP across the API; sensitive routes set stricter limits. */
    RATE_LIMIT_MAX: positiveInteger(300),
    /** Client API abuse limits per client IP / visitor (defaults and reasons: CLIENT_API_LIMITS in contracts). */
    CLIENT_NEW_VISITORS_PER_HOUR: positiveInteger(CLIENT_API_LIMITS.newVisitorsPerHour),
    CLIENT_NEW_CONVERSATIONS_PER_12H: positiveInteger(CLIENT_API_LIMITS.newConversationsPer12Hours),
    CLIENT_MESSAGES_PER_MINUTE: positiveInteger(CLIENT_API_LIMITS.messagesPerMinute),
    WEB_DIST_DIR: z
      .string()
      .min(1)
      .default(resolve(import.meta.dirname, '../../web/dist')),
    /** Where files go unless an organization sets its own bucket: DATA_DIR/files or an S3 bucket. */
    STORAGE_DRIVER: z
      .enum(STORAGE_DRIVERS, { error: `must be one of ${STORAGE_DRIVERS.join(', ')}` })
      .default('local'),
    S3_ENDPOINT: optionalUrl(/^https?$/, 'https://s3.example.com'),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  })
  .superRefine((env, ctx) => {
    if (env.CAPTCHA_PROVIDER === 'recaptcha' && (!env.RECAPTCHA_SECRET || !env.RECAPTCHA_SITE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['RECAPTCHA_SECRET'],
        message: 'RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are required when CAPTCHA_PROVIDER=recaptcha',
      });
    }
    if (
      env.STORAGE_DRIVER === 's3' &&
      (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when STORAGE_DRIVER=s3',
      });
    }
  });

export type Config = Omit<z.infer<typeof configSchema>, 'SECRETS_KEY' | 'DATA_DIR'> & {
  DATA_DIR: string;
  SECRETS_KEY: string;
  PUBLIC_URL: string;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Validates the environment once at boot. A bad value stops boot with a readable list of problems.
 * SECRETS_KEY is generated into DATA_DIR/secrets.key on first start when unset, so secrets at rest
 * stay readable across restarts.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    SECRETS_KEY: parsed.data.SECRETS_KEY ?? readOrCreateSecretsKey(dataDir),
    PUBLIC_URL: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/$/, ''),
  };
}

function readOrCreateSecretsKey(dataDir: string): string {
  const file = join(dataDir, 'secrets.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
