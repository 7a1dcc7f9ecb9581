import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { resetUser } from '@/lib/session/session';

/** Raw: an already expired session still logs out cleanly on this side. */
export function logout(): Promise<{ ok: true }> {
  return apiRequest('/user/logout', { raw: true });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        return await logout();
      } finally {
        // Whatever the server said, this browser forgets the session.
        resetUser(queryClient);
      }
    },
  });
}
