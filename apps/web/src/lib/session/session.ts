import type { User } from '@charla/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from './get-session';
import { clearStoredSession, storeSession } from './token-store';

/** Back to anonymous: forget the token, the organization and every cached answer of the old session. */
export function resetUser(queryClient: QueryClient): void {
  clearStoredSession();
  // Only queries hold server state; mutations in flight (the logout call itself) must still settle.
  queryClient.removeQueries();
}

function storeUser(queryClient: QueryClient, user: User): void {
  if (!user.token) throw new Error('The API answered a session without a token');
  storeSession({ token: user.token, organizationOid: user.organizationOid });
  queryClient.setQueryData(sessionQueryKey, { ...user, token: null });
}

/** Login and sign-up answer a User with a fresh token: nothing cached for an earlier visitor survives. */
export function startSession(queryClient: QueryClient, user: User): void {
  queryClient.removeQueries();
  storeUser(queryClient, user);
}

/**
 * Switching organization replaces the user data, the token and the stored organization id (spec §4).
 * Everything is refetched in the background, so the open page updates in place instead of blanking.
 */
export async function switchSession(queryClient: QueryClient, user: User): Promise<void> {
  storeUser(queryClient, user);
  await queryClient.invalidateQueries();
}
