import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { isApiError } from '../api';
import { isAdminPath, languagePrefix } from '../language';
import { currentOrganizationQueryOptions } from './get-current-organization';
import { sessionQueryOptions } from './get-session';
import { resetUser } from './session';
import { hasStoredSession } from './token-store';

type GuardInput = { location: { pathname: string; href: string }; queryClient: QueryClient };

function toLogin({ location }: GuardInput) {
  return redirect({
    to: '/{-$lang}',
    params: { lang: languagePrefix(location.pathname) },
    search: { redirect: location.href },
    replace: true,
  });
}

/** Spec §2: an admin path without a stored token for the current organization goes to the login page. */
export function requireStoredSession(input: GuardInput): void {
  if (!isAdminPath(input.location.pathname) || hasStoredSession()) return;
  resetUser(input.queryClient);
  throw toLogin(input);
}

/** Spec §2: the session and the current organization load before any admin page; a 401 ends the session. */
export async function loadSession(input: GuardInput): Promise<void> {
  try {
    await Promise.all([
      input.queryClient.ensureQueryData(sessionQueryOptions()),
      input.queryClient.ensureQueryData(currentOrganizationQueryOptions()),
    ]);
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
    resetUser(input.queryClient);
    throw toLogin(input);
  }
}
