import type { Language } from '@charla/contracts';
import { useParams } from '@tanstack/react-router';
import { isLanguage } from './language';

/**
 * The language prefix of the current URL (undefined when there is none). Links pass it on so a user
 * browsing under /en stays under /en.
 */
export function useLangParam(): Language | undefined {
  const lang = useParams({ strict: false, select: (params) => params.lang });
  return isLanguage(lang) ? lang : undefined;
}
