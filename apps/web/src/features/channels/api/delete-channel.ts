import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { channelsQueryKey } from './get-channels';

export function deleteChannel(channelOid: string): Promise<null> {
  return apiRequest<null>(`/channel/${channelOid}`, { method: 'DELETE' });
}

export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
  });
}
