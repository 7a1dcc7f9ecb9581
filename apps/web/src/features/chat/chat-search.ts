import type { Language } from '@charla/contracts';
import { applyLanguage } from '@/lib/i18n';
import { isLanguage } from '@/lib/language';

/** What the /chat URL carries: the channel, the customer's identity when the site knows it, and options. */
export type ChatSearch = {
  publicKey: string | null;
  channelOid: string | null;
  identifier?: string;
  identifierHash?: string;
  name?: string;
  email?: string;
  lang?: Language;
  /** Inside the widget's iframe (`embed=1`): talks to the parent page. */
  isEmbedded: boolean;
};

/** A query value as text; the router parses `?identifier=42` as the number 42. */
function text(value: unknown): string | undefined {
  const raw = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return raw || undefined;
}

/** The /chat page's options from the router's parsed search. */
export function parseChatSearch(search: Record<string, unknown>): ChatSearch {
  return {
    publicKey: text(search.key) ?? null,
    channelOid: text(search.channel) ?? null,
    identifier: text(search.identifier),
    identifierHash: text(search.identifierHash),
    name: text(search.name),
    email: text(search.email),
    lang: isLanguage(search.lang) ? search.lang : undefined,
    isEmbedded: text(search.embed) === '1',
  };
}

/** A `lang` query parameter (the widget passes its page's language) wins over the route prefix. */
export function applyChatLanguage(search: Record<string, unknown>): void {
  const { lang } = parseChatSearch(search);
  if (lang) applyLanguage(lang);
}
