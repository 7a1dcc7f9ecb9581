import type { Organization, UpdateOrganizationBody } from '@charla/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { currentOrganizationQueryKey } from '@/lib/session/get-current-organization';

export function updateOrganization(body: UpdateOrganizationBody): Promise<Organization> {
  return apiRequest<Organization>('/organization', { method: 'PATCH', body });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    // The answer is the fresh organization: every screen reading it updates without a refetch.
    onSuccess: (organization) => queryClient.setQueryData(currentOrganizationQueryKey, organization),
  });
}
