import type { User } from '@charla/contracts';
import { apiRequest } from '@/lib/api';

/** Joins with the logged-in account; answers the user with a new token bound to the organization. */
export function acceptInvitation(token: string): Promise<User> {
  return apiRequest<User>(`/invitation/${encodeURIComponent(token)}/accept`, { method: 'POST' });
}
