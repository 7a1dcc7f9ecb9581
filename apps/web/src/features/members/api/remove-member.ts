import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { membersQueryKey } from './get-members';

/** Removes a member (their sessions here end) or withdraws a pending invitation. */
export function removeMember(_id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/organization/user/${_id}`, { method: 'DELETE' });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
