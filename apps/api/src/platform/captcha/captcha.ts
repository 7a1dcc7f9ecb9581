import { CAPTCHA_HEADER, type CaptchaConfig, type CaptchaProvider } from '@charla/contracts';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import type { Config } from '../../config.js';
import { AppError, badRequest } from '../errors.js';

/** Checks the answer the client sent in the `recaptcha` header. */
export type CaptchaVerifier = {
  provider: CaptchaProvider;
  /** What the client needs to show the captcha (GET /user/captcha). */
  describe: () => Promise<CaptchaConfig>;
  verify: (answer: string, ip: string) => Promise<boolean>;
};

type VerifierOptions = {
  config: Pick<Config, 'CAPTCHA_PROVIDER' | 'SECRETS_KEY' | 'RECAPTCHA_SECRET' | 'RECAPTCHA_SITE_KEY'>;
  fetch: typeof globalThis.fetch;
  now: () => Date;
};

const ALTCHA_MAX_NUMBER = 50_000;
const ALTCHA_TTL_MS = 10 * 60 * 1000;
const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 answers a score from 0 (bot) to 1 (human); v2 answers none. */
const RECAPTCHA_MIN_SCORE = 0.5;

const offVerifier: CaptchaVerifier = {
  provider: 'off',
  describe: async () => ({ provider: 'off', challenge: null, siteKey: null }),
  verify: async () => true,
};

/**
 * Self-hosted proof of work. Challenges are signed with a key derived from SECRETS_KEY, so any
 * instance can verify them; a solved payload is remembered until its challenge expires, so it
 * cannot be replayed.
 */
function altchaVerifier({ config, now }: VerifierOptions): CaptchaVerifier {
  const hmacKey = createHmac('sha256', Buffer.from(config.SECRETS_KEY, 'hex')).update('altcha').digest('hex');
  const usedSignatures = new Map<string, number>();

  const forgetExpired = (nowMs: number) => {
    for (const [signature, expiresAt] of usedSignatures)
      if (expiresAt <= nowMs) usedSignatures.delete(signature);
  };

  return {
    provider: 'altcha',
    describe: async () => {
      const challenge = await createChallenge({
        hmacKey,
        maxNumber: ALTCHA_MAX_NUMBER,
        expires: new Date(now().getTime() + ALTCHA_TTL_MS),
      });
      return { provider: 'altcha', challenge, siteKey: null };
    },
    verify: async (answer) => {
      const nowMs = now().getTime();
      forgetExpired(nowMs);
      const signature = altchaSignature(answer);
      if (!signature || usedSignatures.has(signature)) return false;
      if (!(await verifySolution(answer, hmacKey, true))) return false;
      usedSignatures.set(signature, nowMs + ALTCHA_TTL_MS);
      return true;
    },
  };
}

function altchaSignature(answer: string): string | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(answer, 'base64').toString('utf8'));
    const signature = (payload as { signature?: unknown } | null)?.signature;
    return typeof signature === 'string' ? signature : null;
  } catch {
    return null;
  }
}

function recaptchaVerifier({ config, fetch }: VerifierOptions): CaptchaVerifier {
  return {
    provider: 'recaptcha',
    describe: async () => ({
      provider: 'recaptcha',
      challenge: null,
      siteKey: config.RECAPTCHA_SITE_KEY ?? null,
    }),
    verify: async (answer, ip) => {
      const response = await fetch(RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        body: new URLSearchParams({ secret: config.RECAPTCHA_SECRET ?? '', response: answer, remoteip: ip }),
        signal: AbortSignal.timeout(5_000),
      }).catch((error: unknown) => {
        // Google unreachable is our outage, not a wrong answer: say so instead of blaming the user.
        throw new AppError({ status: 503, reason: 'common.unavailable', cause: error });
      });
      if (!response.ok) return false;
      const result = (await response.json()) as { success?: boolean; score?: number };
      return result.success === true && (result.score === undefined || result.score >= RECAPTCHA_MIN_SCORE);
    },
  };
}

export function createCaptchaVerifier(options: VerifierOptions): CaptchaVerifier {
  if (options.config.CAPTCHA_PROVIDER === 'altcha') return altchaVerifier(options);
  if (options.config.CAPTCHA_PROVIDER === 'recaptcha') return recaptchaVerifier(options);
  return offVerifier;
}

/** A preHandler for routes that need a human: signup, login and forgot. */
export function requireCaptcha(verifier: CaptchaVerifier) {
  return async (request: FastifyRequest) => {
    if (verifier.provider === 'off') return;
    const header = request.headers[CAPTCHA_HEADER];
    const answer = typeof header === 'string' ? header.trim() : '';
    if (!answer) throw badRequest('auth.captcha_required');
    if (!(await verifier.verify(answer, request.ip))) throw badRequest('auth.captcha_invalid');
  };
}
