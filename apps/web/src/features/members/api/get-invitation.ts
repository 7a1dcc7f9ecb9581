import type { InvitationPreview } from '@charla/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const invitationQueryKey = (token: string) => ['invitation', token] as const;

/** Raw: an unknown, used or expired invitation is shown on the page, not as a toast. */
export function getInvitation(token: string): Promise<InvitationPreview> {
  return apiRequest<InvitationPreview>(`/invitation/${encodeURIComponent(token)}`, { raw: true });
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: invitationQueryKey(token), queryFn: () => getInvitation(token) });

/**
 * For the login and register routes' loaders: the invitation of `?invite=`, null when the token is
 * unknown, used or expired, undefined without one. Loaded by the route, so signing in (which clears
 * the query cache) cannot blank the page halfway through.
 */
export async function loadInvitation(
  queryClient: QueryClient,
  token: string | undefined,
): Promise<InvitationPreview | null | undefined> {
  if (!token) return undefined;
  try {
    return await queryClient.fetchQuery(invitationQueryOptions(token));
  } catch {
    return null;
  }
}
