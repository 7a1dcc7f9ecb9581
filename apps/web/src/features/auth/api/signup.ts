import type { SignupBody, User } from '@charla/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { startSession } from '@/lib/session/session';
import { captchaHeaders } from '../lib/captcha';

export async function signup(body: SignupBody): Promise<User> {
  return apiRequest<User>('/user/signup', { method: 'POST', body, headers: await captchaHeaders('signup') });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signup, onSuccess: (user) => startSession(queryClient, user) });
}
