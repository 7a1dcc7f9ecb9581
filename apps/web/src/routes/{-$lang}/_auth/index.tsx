import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/pages/login-page';
import { loadInvitation } from '@/features/members/api/get-invitation';
import { InvitationGate } from '@/features/members/components/invitation-gate';
import { validateAuthSearch } from '@/lib/paths';

export const Route = createFileRoute('/{-$lang}/_auth/')({
  validateSearch: validateAuthSearch,
  loaderDeps: ({ search }) => ({ invite: search.invite }),
  loader: ({ context, deps }) => loadInvitation(context.queryClient, deps.invite),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, invite } = Route.useSearch();
  const invitation = Route.useLoaderData();
  return (
    <InvitationGate token={invite} invitation={invitation}>
      {(offer) => <LoginPage redirectTo={redirect} invitation={offer} />}
    </InvitationGate>
  );
}
