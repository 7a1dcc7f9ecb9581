import { createFileRoute, notFound } from '@tanstack/react-router';
import { isLanguage } from '@/lib/language';

export const Route = createFileRoute('/{-$lang}')({
  // Only es and en are prefixes: `/fr/register` is a 404, not the sign-up page in language "fr".
  params: {
    parse: ({ lang }) => {
      if (lang !== undefined && !isLanguage(lang)) throw notFound();
      return { lang };
    },
    stringify: ({ lang }) => ({ lang }),
  },
});
