import type { ChannelConnection } from '@charla/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { channelsQueryKey } from './get-channels';

export function connectChannel(channelOid: string): Promise<ChannelConnection> {
  return apiRequest<ChannelConnection>(`/channel/${channelOid}/connect`, { method: 'POST' });
}

export function useConnectChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectChannel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
  });
}
