import type { OrganizationListEntry } from '@charla/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const organizationsQueryKey = ['organization', 'all'] as const;

export function getOrganizations(): Promise<OrganizationListEntry[]> {
  return apiRequest<OrganizationListEntry[]>('/organization/all');
}

export const organizationsQueryOptions = () =>
  queryOptions({ queryKey: organizationsQueryKey, queryFn: getOrganizations });

export function useOrganizations() {
  return useQuery(organizationsQueryOptions());
}
