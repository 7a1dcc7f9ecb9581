import type { InviteLink, InviteLinkBody } from '@charla/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { membersQueryKey } from './get-members';

/** A single-use, seven-day link for one email; the pending invitation shows in the members table. */
export function createInviteLink(body: InviteLinkBody): Promise<InviteLink> {
  return apiRequest<InviteLink>('/organization/user/invitelink', { method: 'POST', body });
}

export function useCreateInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInviteLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
