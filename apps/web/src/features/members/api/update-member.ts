import type { OrganizationUser, PatchMemberBody } from '@charla/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { membersQueryKey } from './get-members';

export function updateMember({
  _id,
  body,
}: {
  _id: string;
  body: PatchMemberBody;
}): Promise<OrganizationUser> {
  return apiRequest<OrganizationUser>(`/organization/user/${_id}`, { method: 'PATCH', body });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
