import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/pages/login-page';
import { validateRedirectSearch } from '@/lib/paths';

export const Route = createFileRoute('/{-$lang}/_auth/')({
  validateSearch: validateRedirectSearch,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirectTo={redirect} />;
}
