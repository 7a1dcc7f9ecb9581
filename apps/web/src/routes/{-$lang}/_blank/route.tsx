import { createFileRoute, Outlet } from '@tanstack/react-router';
import { BlankLayout } from '@/components/layouts/blank-layout';

export const Route = createFileRoute('/{-$lang}/_blank')({
  component: () => (
    <BlankLayout>
      <Outlet />
    </BlankLayout>
  ),
});
