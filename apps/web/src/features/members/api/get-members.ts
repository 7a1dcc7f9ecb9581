import type { OrganizationUser } from '@charla/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** Every members query starts with this key, so one invalidation refreshes them all. */
export const membersQueryKey = ['organization', 'user'] as const;

export function getMembers(): Promise<OrganizationUser[]> {
  return apiRequest<OrganizationUser[]>('/organization/user');
}

export const membersQueryOptions = () => queryOptions({ queryKey: membersQueryKey, queryFn: getMembers });

export function useMembers() {
  return useQuery(membersQueryOptions());
}
