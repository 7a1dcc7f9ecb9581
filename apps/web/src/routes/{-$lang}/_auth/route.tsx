import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';

export const Route = createFileRoute('/{-$lang}/_auth')({
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
});
