import type { ForgotBody } from '@charla/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { captchaHeaders } from '../lib/captcha';

export async function forgot(body: ForgotBody): Promise<{ ok: true }> {
  return apiRequest('/user/forgot', { method: 'POST', body, headers: await captchaHeaders('forgot') });
}

export function useForgot() {
  return useMutation({ mutationFn: forgot });
}
