import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ADMIN_HOME_PATH, safeRedirectTarget } from '@/lib/paths';
import { useLangParam } from '@/lib/use-lang-param';

/** After login or sign-up: back to the page that asked for a login, else the first admin page. */
export function useAfterLogin(redirectTo: string | undefined) {
  const navigate = useNavigate();
  const lang = useLangParam();
  return useCallback(() => {
    const target = safeRedirectTarget(redirectTo);
    if (target) return navigate({ href: target, replace: true });
    return navigate({ to: ADMIN_HOME_PATH, params: { lang }, replace: true });
  }, [lang, navigate, redirectTo]);
}
