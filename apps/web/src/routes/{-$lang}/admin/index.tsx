import { createFileRoute, redirect } from '@tanstack/react-router';
import { ADMIN_HOME_PATH } from '@/lib/paths';

/** /admin has no page of its own; it opens the first admin page. */
export const Route = createFileRoute('/{-$lang}/admin/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: ADMIN_HOME_PATH, params: { lang: params.lang }, replace: true });
  },
});
