/** Business constants of spec §9. Both the API and the web app read them from here. */
export const BRAND = 'Charla';
export const TITLE_SUFFIX = ` | ${BRAND}`;

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
export const LANGUAGE_LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-US' };

/** Login and organization cookie lifetime; also the idle expiry of a session token. */
export const SESSION_TTL_SECONDS = 43_200;
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_DAYS = 365;

export const NOTIFICATION_TIMEOUT_MS = 10_000;
export const ACTION_THROTTLE_MS = 1_000;
export const RELOAD_GUARD_MS = 10_000;

export const PAGE_LOADING_DURATION_MS = 2_000;
export const PAGE_LOADING_THROTTLE_MS = 200;
export const PAGE_LOADING_HIDE_MS = 500;
export const PAGE_LOADING_RESET_MS = 400;
export const OVERLAY_OPACITY = 0.95;

/** The build manifest is first refetched after about a second, then polled every five minutes. */
export const MANIFEST_FIRST_CHECK_MS = 1_000;
export const MANIFEST_POLL_MS = 300_000;

export const TYPE_TO_FIND_RESET_MS = 700;
export const DROPDOWN_MIN_SPACE_BELOW_PX = 200;
export const PHONE_EXTRACTION_LIMIT = 250;
export const PHONE_INPUT_MAX_LENGTH = 25;
export const PHONE_MAX_NATIONAL_DIGITS = 17;

export const ROLES = ['OWNER', 'ADMIN', 'USER'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'USER';

export const TIER_PLANS = ['FREE'] as const;
export type TierPlan = (typeof TIER_PLANS)[number];
export const DEFAULT_TIER_PLAN: TierPlan = 'FREE';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Recovery keys are valid for one hour. */
export const RECOVERY_KEY_TTL_SECONDS = 3_600;

/** Failed logins / forgot requests allowed per IP and per email inside the window. */
export const AUTH_FAILURE_LIMIT = 5;
export const AUTH_FAILURE_WINDOW_SECONDS = 300;

/** Header that carries the captcha answer (altcha payload or reCAPTCHA token). */
export const CAPTCHA_HEADER = 'recaptcha';
export const CAPTCHA_PROVIDERS = ['off', 'altcha', 'recaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];
