import type { StorageSettings, StorageSettingsBody } from '@charla/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const storageSettingsQueryKey = ['organization', 'storage'] as const;

/** The organization's own bucket, or null while it uses the instance's storage. */
export function getStorageSettings(): Promise<StorageSettings | null> {
  return apiRequest<StorageSettings | null>('/organization/s3');
}

export const storageSettingsQueryOptions = () =>
  queryOptions({ queryKey: storageSettingsQueryKey, queryFn: getStorageSettings });

export function useStorageSettings() {
  return useQuery(storageSettingsQueryOptions());
}

// Raw calls: a failed storage test is shown with the provider's summary by the section itself.
export function saveStorageSettings(body: StorageSettingsBody): Promise<StorageSettings> {
  return apiRequest<StorageSettings>('/organization/s3', { method: 'PATCH', body, raw: true });
}

export function testStorageSettings(body: StorageSettingsBody): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/organization/s3/test', { method: 'POST', body, raw: true });
}

export function resetStorageSettings(): Promise<null> {
  return apiRequest<null>('/organization/s3', { method: 'DELETE' });
}

export function useSaveStorageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStorageSettings,
    onSuccess: (settings) => queryClient.setQueryData(storageSettingsQueryKey, settings),
  });
}

export function useTestStorageSettings() {
  return useMutation({ mutationFn: testStorageSettings });
}

export function useResetStorageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStorageSettings,
    onSuccess: () => queryClient.setQueryData(storageSettingsQueryKey, null),
  });
}
