import { TITLE_SUFFIX } from '@charla/contracts';
import { useEffect } from 'react';

export function formatDocumentTitle(title: string): string {
  return `${title}${TITLE_SUFFIX}`;
}

/** Every page title ends with " | Charla" (spec §2). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
