import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime/realtime-provider';
import { channelsQueryKey } from '../api/get-channels';

/** A channel was created, changed, connected or deleted (in any tab, by anyone): refetch the list. */
export function useChannelsLive() {
  const queryClient = useQueryClient();
  useRealtimeEvent(
    'channel.updated',
    () => void queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
  );
}
