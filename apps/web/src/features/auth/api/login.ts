import type { LoginBody, User } from '@charla/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { startSession } from '@/lib/session/session';
import { captchaHeaders } from '../lib/captcha';

export async function login(body: LoginBody): Promise<User> {
  return apiRequest<User>('/user/login', { method: 'POST', body, headers: await captchaHeaders('login') });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: (user) => startSession(queryClient, user) });
}
