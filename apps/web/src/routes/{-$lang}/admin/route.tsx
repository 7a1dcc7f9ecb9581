import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DefaultLayout } from '@/components/layouts/default-layout/default-layout';
import { UserMenu } from '@/components/layouts/default-layout/user-menu';
import { InboxAlerts } from '@/features/chats/components/inbox-alerts';
import { OrganizationSwitcher } from '@/features/organizations/components/organization-switcher';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { useSession } from '@/lib/session/get-session';
import { loadSession } from '@/lib/session/guard';

export const Route = createFileRoute('/{-$lang}/admin')({
  // The token check already ran in the root; here the session and organization load before any page.
  loader: ({ context, location }) => loadSession({ location, queryClient: context.queryClient }),
  component: AdminLayout,
});

function AdminLayout() {
  const { data: user } = useSession();
  return (
    <RealtimeProvider>
      <InboxAlerts />
      <DefaultLayout
        organizationSwitcher={<OrganizationSwitcher />}
        userMenu={
          <UserMenu
            firstName={user.firstName}
            lastName={user.lastName}
            email={user.email}
            avatarUrl={user.avatarUrl}
          />
        }
      >
        <Outlet />
      </DefaultLayout>
    </RealtimeProvider>
  );
}
