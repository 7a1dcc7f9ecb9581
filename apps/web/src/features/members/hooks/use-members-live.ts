import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime/realtime-provider';
import { membersQueryKey } from '../api/get-members';

/** Someone joined, changed, left or was invited (in any tab, by anyone): refetch the members list. */
export function useMembersLive() {
  const queryClient = useQueryClient();
  useRealtimeEvent('member.updated', () => void queryClient.invalidateQueries({ queryKey: membersQueryKey }));
}
