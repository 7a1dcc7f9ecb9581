import {
  DEFAULT_LANGUAGE,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_DAYS,
  LANGUAGES,
  type Language,
} from '@charla/contracts';
import { getCookie, setCookie } from './cookies';

const SECONDS_PER_DAY = 86_400;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Language of a page: the URL prefix wins, then the `lang` cookie, then Spanish. */
export function resolveLanguage(prefix: string | undefined): Language {
  if (isLanguage(prefix)) return prefix;
  const fromCookie = getCookie(LANG_COOKIE);
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  setCookie(LANG_COOKIE, language, { maxAgeSeconds: LANG_COOKIE_MAX_AGE_DAYS * SECONDS_PER_DAY });
}

const PREFIX = /^\/(es|en)(?=\/|$)/;

/** `/en/admin` → `en`; paths without a language prefix → undefined. */
export function languagePrefix(pathname: string): Language | undefined {
  const value = PREFIX.exec(pathname)?.[1];
  return isLanguage(value) ? value : undefined;
}

/** `/en/admin/profile` → `/admin/profile`; paths without a language prefix are returned unchanged. */
export function stripLanguagePrefix(pathname: string): string {
  const match = PREFIX.exec(pathname);
  if (!match) return pathname;
  return pathname.slice(match[0].length) || '/';
}

export function isAdminPath(pathname: string): boolean {
  const path = stripLanguagePrefix(pathname);
  return path === '/admin' || path.startsWith('/admin/');
}
