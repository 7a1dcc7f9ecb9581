import { createFileRoute } from '@tanstack/react-router';
import { isLanguage } from '@/lib/language';

export const Route = createFileRoute('/{-$lang}')({
  // Only es and en are prefixes; anything else is not a language, so `/foo` stays unmatched (404)
  // instead of being read as the login page in language "foo".
  params: {
    parse: ({ lang }) => (lang === undefined || isLanguage(lang) ? { lang } : false),
    stringify: ({ lang }) => ({ lang }),
  },
});
