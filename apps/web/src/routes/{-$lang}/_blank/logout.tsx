import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '@/features/auth/pages/logout-page';

export const Route = createFileRoute('/{-$lang}/_blank/logout')({ component: LogoutPage });
