import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/pages/register-page';
import { loadInvitation } from '@/features/members/api/get-invitation';
import { InvitationGate } from '@/features/members/components/invitation-gate';
import { validateAuthSearch } from '@/lib/paths';

export const Route = createFileRoute('/{-$lang}/_auth/register')({
  validateSearch: validateAuthSearch,
  loaderDeps: ({ search }) => ({ invite: search.invite }),
  loader: ({ context, deps }) => loadInvitation(context.queryClient, deps.invite),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirect, invite } = Route.useSearch();
  const invitation = Route.useLoaderData();
  return (
    <InvitationGate token={invite} invitation={invitation}>
      {(offer) => <RegisterPage redirectTo={redirect} invitation={offer} />}
    </InvitationGate>
  );
}
