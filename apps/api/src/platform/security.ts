import helmet from '@fastify/helmet';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { tooManyRequests } from './errors.js';

const GOOGLE_RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];

/**
 * The SPA's policy: bundles only from our origin (no inline or eval'd script), inline styles because
 * Mantine injects them, images from anywhere over https (avatars, link previews), Socket.IO over
 * ws/wss. Google's origins join only when reCAPTCHA is the configured provider.
 */
function contentSecurityPolicy(config: Pick<Config, 'CAPTCHA_PROVIDER'>) {
  const captchaOrigins = config.CAPTCHA_PROVIDER === 'recaptcha' ? GOOGLE_RECAPTCHA_ORIGINS : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...captchaOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': ["'self'", 'ws:', 'wss:'],
    'font-src': ["'self'", 'data:'],
    // The altcha proof-of-work runs in a worker that bundlers emit as a blob: URL.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...captchaOrigins],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/**
 * The `frame-ancestors` sources of the customer chat page: only our own origin when the channel is
 * unknown (undefined), any site when its allowed-domains list is empty, else ours plus each allowed
 * host over https and http on any port (`*.example.com` stays a wildcard for its subdomains). Allowed
 * domains are host names: a source without a port would only match 443 and 80, and refuse the same
 * site on a staging or development port.
 */
export function chatFrameAncestors(allowedDomains: readonly string[] | undefined): string[] {
  if (allowedDomains === undefined) return ["'self'"];
  if (allowedDomains.length === 0) return ['*'];
  return ["'self'", ...allowedDomains.flatMap((domain) => [`https://${domain}:*`, `http://${domain}:*`])];
}

/** The policy helmet already set on a reply, with its `frame-ancestors` directive replaced. */
export function withFrameAncestors(policy: string, sources: readonly string[]): string {
  return policy
    .split(';')
    .map((directive) =>
      directive.trim().startsWith('frame-ancestors ') ? `frame-ancestors ${sources.join(' ')}` : directive,
    )
    .join(';');
}

/** Security headers on every response and a generous per-IP request budget. */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  { rateLimitStore }: { rateLimitStore?: FastifyRateLimitStoreCtor } = {},
) {
  await app.register(helmet, {
    // Explicit list only: helmet's defaults add upgrade-insecure-requests, which breaks plain-http
    // installs reached by LAN address.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
  });
  // In memory per process, or shared in Redis when REDIS_URL is set. Routes can declare
  // stricter limits through `config.rateLimit`. Only the API is budgeted: one page load fetches dozens
  // of code-split assets, and limiting those would leave users with a blank page.
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(rateLimitStore ? { store: rateLimitStore } : {}),
    timeWindow: '1 minute',
    errorResponseBuilder: () => tooManyRequests(),
  });
}
