import type { User } from '@charla/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { switchSession } from '@/lib/session/session';

/** Answers a User with a new token bound to the chosen organization; the old token is revoked. */
export function switchOrganization(organizationOid: string): Promise<User> {
  return apiRequest<User>('/organization/login', { method: 'POST', body: { organizationOid } });
}

export function useSwitchOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchOrganization,
    onSuccess: (user) => switchSession(queryClient, user),
  });
}
