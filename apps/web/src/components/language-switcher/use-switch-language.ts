import type { Language } from '@charla/contracts';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { applyLanguage } from '@/lib/i18n';
import { stripLanguagePrefix, storeLanguage } from '@/lib/language';

export function localizedHref(
  language: Language,
  location: { pathname: string; searchStr: string; hash: string },
) {
  const path = stripLanguagePrefix(location.pathname);
  const hash = location.hash ? `#${location.hash}` : '';
  return `/${language}${path === '/' ? '' : path}${location.searchStr}${hash}`;
}

/** Remembers the choice in the `lang` cookie and opens the same page under the other language prefix. */
export function useSwitchLanguage() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (language: Language) => {
      storeLanguage(language);
      applyLanguage(language);
      void navigate({ href: localizedHref(language, location) });
    },
    [location, navigate],
  );
}

export function otherLanguage(current: string): Language {
  return current === 'es' ? 'en' : 'es';
}
