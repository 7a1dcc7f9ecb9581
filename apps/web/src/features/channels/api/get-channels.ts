import type { Channel } from '@charla/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** Every channel query starts with this key, so one invalidation (or a socket event) refreshes them all. */
export const channelsQueryKey = ['channel'] as const;

export function getChannels(): Promise<Channel[]> {
  return apiRequest<Channel[]>('/channel');
}

export const channelsQueryOptions = () => queryOptions({ queryKey: channelsQueryKey, queryFn: getChannels });

export function useChannels() {
  return useQuery(channelsQueryOptions());
}
