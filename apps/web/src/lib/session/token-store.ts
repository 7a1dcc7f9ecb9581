import { SESSION_TTL_SECONDS } from '@charla/contracts';
import { deleteCookie, getCookie, setCookie } from '../cookies';

export const TOKEN_COOKIE = 'charla_token';
export const ORGANIZATION_COOKIE = 'charla_org';

export function getToken(): string | null {
  return getCookie(TOKEN_COOKIE);
}

export function getStoredOrganizationOid(): string | null {
  return getCookie(ORGANIZATION_COOKIE);
}

/** A token only counts when it is stored together with the organization it was issued for. */
export function hasStoredSession(): boolean {
  return Boolean(getToken() && getStoredOrganizationOid());
}

export function storeSession({ token, organizationOid }: { token: string; organizationOid: string }): void {
  setCookie(TOKEN_COOKIE, token, { maxAgeSeconds: SESSION_TTL_SECONDS });
  setCookie(ORGANIZATION_COOKIE, organizationOid, { maxAgeSeconds: SESSION_TTL_SECONDS });
}

export function clearStoredSession(): void {
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(ORGANIZATION_COOKIE);
}
