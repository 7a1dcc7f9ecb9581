import type { Organization } from '@charla/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../api';

export const currentOrganizationQueryKey = ['organization', 'current'] as const;

export function getCurrentOrganization(): Promise<Organization> {
  return apiRequest<Organization>('/organization');
}

export const currentOrganizationQueryOptions = () =>
  queryOptions({ queryKey: currentOrganizationQueryKey, queryFn: getCurrentOrganization });

export function useCurrentOrganization() {
  return useSuspenseQuery(currentOrganizationQueryOptions());
}
