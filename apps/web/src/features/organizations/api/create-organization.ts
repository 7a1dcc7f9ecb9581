import type { OrganizationListEntry } from '@charla/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { organizationsQueryKey } from './get-organizations';

export function createOrganization(body: { name: string }): Promise<OrganizationListEntry> {
  return apiRequest<OrganizationListEntry>('/organization', { method: 'POST', body });
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationsQueryKey }),
  });
}
