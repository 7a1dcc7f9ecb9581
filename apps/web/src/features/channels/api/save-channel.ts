import type { Channel, CreateChannelBody, PatchChannelBody } from '@charla/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { channelsQueryKey } from './get-channels';

export function createChannel(body: CreateChannelBody): Promise<Channel> {
  return apiRequest<Channel>('/channel', { method: 'POST', body });
}

export function updateChannel({ _id, body }: { _id: string; body: PatchChannelBody }): Promise<Channel> {
  return apiRequest<Channel>(`/channel/${_id}`, { method: 'PATCH', body });
}

export function useCreateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
  });
}

export function useUpdateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
  });
}
