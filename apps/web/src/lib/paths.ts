/**
 * Where a login lands when no `redirect` is given: the first admin page that exists. Later issues move
 * it to the inbox (/admin/chats) by changing this one constant.
 */
export const ADMIN_HOME_PATH = '/{-$lang}/admin/organizations' as const;

/** Only same-origin paths are followed after login, so a crafted link cannot send users elsewhere. */
export function safeRedirectTarget(target: unknown): string | null {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return null;
  if (target.includes('\\')) return null;
  return target;
}

export type RedirectSearch = { redirect?: string };

/** Search of the login and register routes: where to go once signed in. */
export function validateRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {};
}

/** Search of the login and register routes: where to go once signed in, and an invitation to accept. */
export type AuthSearch = RedirectSearch & { invite?: string };

export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  return {
    ...validateRedirectSearch(search),
    ...(typeof search.invite === 'string' && search.invite ? { invite: search.invite } : {}),
  };
}
