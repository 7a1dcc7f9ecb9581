import { useCallback, useEffect, useState } from 'react';
import { isOriginAllowed } from '@/widget/allowed-domains';

/** What the chat and the widget loader on the parent page say to each other. */
export type EmbedMessage =
  | { type: 'charla:ready' }
  | { type: 'charla:unread'; count: number }
  | { type: 'charla:open' }
  | { type: 'charla:close' };

/** The parent page's origin as the browser reported it when loading the iframe; null when hidden. */
function referrerOrigin(): string | null {
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * Inside the widget's iframe: says when the chat is ready and how many agent messages wait unread,
 * and hears from the loader whether the widget is open. Only the parent window is listened to, and
 * only from an origin the channel allows.
 */
export function useEmbedBridge({
  isEmbedded,
  allowedDomains,
}: {
  isEmbedded: boolean;
  allowedDomains: readonly string[];
}) {
  // The loader creates the iframe when the widget opens, and answers `ready` with the current state.
  const [isOpen, setIsOpen] = useState(true);
  const [parentOrigin] = useState(referrerOrigin);
  const hasParent = isEmbedded && window.parent !== window;

  const post = useCallback(
    (message: EmbedMessage) => {
      if (hasParent) window.parent.postMessage(message, parentOrigin ?? '*');
    },
    [hasParent, parentOrigin],
  );

  useEffect(() => {
    if (!hasParent) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent) return;
      if (parentOrigin !== null && event.origin !== parentOrigin) return;
      if (!isOriginAllowed(event.origin, allowedDomains)) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === 'charla:open') setIsOpen(true);
      else if (type === 'charla:close') setIsOpen(false);
    };
    window.addEventListener('message', onMessage);
    post({ type: 'charla:ready' });
    return () => window.removeEventListener('message', onMessage);
  }, [hasParent, parentOrigin, allowedDomains, post]);

  return { isOpen: !hasParent || isOpen, post };
}
