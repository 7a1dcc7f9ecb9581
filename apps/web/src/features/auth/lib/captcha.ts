import { CAPTCHA_HEADER, type CaptchaConfig } from '@charla/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import { notify } from '@/components/notifications/notify';
import { isApiError, notifyApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { getCaptcha } from '../api/get-captcha';
import { getRecaptchaToken } from './recaptcha';

export type CaptchaAction = 'login' | 'signup' | 'forgot';

export class CaptchaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaptchaError';
  }
}

async function solveAltcha(challenge: NonNullable<CaptchaConfig['challenge']>): Promise<string> {
  const { promise } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  const solution = await promise;
  if (!solution) throw new CaptchaError('The altcha challenge could not be solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return btoa(JSON.stringify(payload));
}

async function answerCaptcha(action: CaptchaAction, config: CaptchaConfig): Promise<Record<string, string>> {
  switch (config.provider) {
    case 'off':
      return {};
    case 'altcha':
      if (!config.challenge) throw new CaptchaError('The server sent no altcha challenge');
      return { [CAPTCHA_HEADER]: await solveAltcha(config.challenge) };
    case 'recaptcha':
      if (!config.siteKey) throw new CaptchaError('The server sent no reCAPTCHA site key');
      return { [CAPTCHA_HEADER]: await getRecaptchaToken(config.siteKey, action) };
  }
}

/**
 * Answers the captcha the server asks for and returns the headers to send with the protected call.
 * The lookup is raw, so its failure is reported here, once, before the protected call is abandoned.
 */
export async function captchaHeaders(
  action: CaptchaAction,
  fetchConfig: () => Promise<CaptchaConfig> = getCaptcha,
): Promise<Record<string, string>> {
  try {
    return await answerCaptcha(action, await fetchConfig());
  } catch (error) {
    if (isApiError(error)) notifyApiError(error);
    else notify({ type: 'error', title: i18n.t('errors:auth.captcha_invalid') });
    throw error;
  }
}
