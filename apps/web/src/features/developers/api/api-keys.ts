import type { ApiKeys } from '@charla/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const apiKeysQueryKey = ['organization', 'apikey'] as const;

export function getApiKeys(): Promise<ApiKeys> {
  return apiRequest<ApiKeys>('/organization/apikey');
}

export const apiKeysQueryOptions = () => queryOptions({ queryKey: apiKeysQueryKey, queryFn: getApiKeys });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}

export type KeyKind = 'publicKey' | 'secretKey';

export function resetKey(kind: KeyKind): Promise<ApiKeys> {
  return apiRequest<ApiKeys>(`/organization/${kind}/reset`);
}

export function useResetKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetKey,
    // The answer holds both keys, so the card shows the new one without a refetch.
    onSuccess: (keys) => queryClient.setQueryData(apiKeysQueryKey, keys),
  });
}
