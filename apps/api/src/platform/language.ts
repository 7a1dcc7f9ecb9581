import { DEFAULT_LANGUAGE, LANG_COOKIE, LANGUAGES, type Language } from '@charla/contracts';
import type { FastifyRequest } from 'fastify';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The caller's language: the `lang` cookie first, then Accept-Language, else Spanish. */
export function requestLanguage(request: Pick<FastifyRequest, 'cookies' | 'headers'>): Language {
  const cookie = request.cookies?.[LANG_COOKIE];
  if (isLanguage(cookie)) return cookie;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    const ranked = header
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { lang: tag.slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
      })
      .filter((entry) => isLanguage(entry.lang) && entry.q > 0)
      .sort((a, b) => b.q - a.q);
    if (ranked[0] && isLanguage(ranked[0].lang)) return ranked[0].lang;
  }
  return DEFAULT_LANGUAGE;
}
