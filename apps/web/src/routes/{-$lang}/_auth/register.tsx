import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/pages/register-page';
import { validateRedirectSearch } from '@/lib/paths';

export const Route = createFileRoute('/{-$lang}/_auth/register')({
  validateSearch: validateRedirectSearch,
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirect } = Route.useSearch();
  return <RegisterPage redirectTo={redirect} />;
}
