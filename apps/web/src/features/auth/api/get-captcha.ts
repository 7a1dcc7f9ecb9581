import type { CaptchaConfig } from '@charla/contracts';
import { apiRequest } from '@/lib/api';

/** Raw: the caller decides what a missing captcha means. A fresh challenge is fetched per attempt. */
export function getCaptcha(): Promise<CaptchaConfig> {
  return apiRequest<CaptchaConfig>('/user/captcha', { raw: true });
}
