import type { AssignMemberBody, OrganizationUser } from '@charla/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { membersQueryKey } from './get-members';

/** An existing account joins at once (status active); a new email is invited by mail (status invited). */
export function assignMember(body: AssignMemberBody): Promise<OrganizationUser> {
  return apiRequest<OrganizationUser>('/organization/user/assign', { method: 'POST', body });
}

export function useAssignMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
