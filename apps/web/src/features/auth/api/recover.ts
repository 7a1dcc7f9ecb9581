import type { RecoverBody } from '@charla/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export function recover(body: RecoverBody): Promise<{ ok: true }> {
  return apiRequest('/user/recover', { method: 'POST', body });
}

export function useRecover() {
  return useMutation({ mutationFn: recover });
}
