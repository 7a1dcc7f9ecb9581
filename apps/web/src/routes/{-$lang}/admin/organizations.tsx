import { createFileRoute } from '@tanstack/react-router';
import { OrganizationsPage } from '@/features/organizations/pages/organizations-page';

export const Route = createFileRoute('/{-$lang}/admin/organizations')({ component: OrganizationsPage });
