import type { PatchUserBody, User } from '@charla/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { sessionQueryKey } from '@/lib/session/get-session';

export function updateUser(body: PatchUserBody): Promise<User> {
  return apiRequest<User>('/user', { method: 'PATCH', body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // The answer is the fresh user: the sidebar's name and avatar update without a refetch.
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKey, { ...user, token: null }),
  });
}
