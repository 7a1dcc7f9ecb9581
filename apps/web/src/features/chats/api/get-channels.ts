import type { Channel } from '@charla/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { chatKeys } from './keys';

/** The channels the agent may see (the same cache the channels screen uses). */
export function getChannels(): Promise<Channel[]> {
  return apiRequest<Channel[]>('/channel');
}

export function useChatChannels() {
  return useQuery(queryOptions({ queryKey: chatKeys.channels, queryFn: getChannels }));
}
