import { createFileRoute } from '@tanstack/react-router';
import { RecoverPage } from '@/features/auth/pages/recover-page';

type RecoverSearch = { email?: string; key?: string };

export const Route = createFileRoute('/{-$lang}/_auth/recover')({
  // The mail links to /recover?email=…&key=…; a link missing either shows an explanation, not a 404.
  validateSearch: (search: Record<string, unknown>): RecoverSearch => ({
    ...(typeof search.email === 'string' ? { email: search.email } : {}),
    ...(typeof search.key === 'string' ? { key: search.key } : {}),
  }),
  component: RecoverRoute,
});

function RecoverRoute() {
  const { email, key } = Route.useSearch();
  return <RecoverPage email={email} recoverKey={key} />;
}
