import type { Organization, UpdateOrganizationLocaleBody } from '@charla/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { currentOrganizationQueryKey } from '@/lib/session/get-current-organization';

export function updateOrganizationLocale(body: UpdateOrganizationLocaleBody): Promise<Organization> {
  return apiRequest<Organization>('/organization/locale', { method: 'PATCH', body });
}

export function useUpdateOrganizationLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganizationLocale,
    onSuccess: (organization) => queryClient.setQueryData(currentOrganizationQueryKey, organization),
  });
}
