import { createFileRoute } from '@tanstack/react-router';
import { MyOrganizationPage } from '@/features/members/pages/my-organization-page';

// `organizations_` keeps this page out of the organizations list's layout: a sibling, not a child.
export const Route = createFileRoute('/{-$lang}/admin/organizations_/my')({ component: MyOrganizationPage });
