import { createFileRoute } from '@tanstack/react-router';
import { ForgotPage } from '@/features/auth/pages/forgot-page';

export const Route = createFileRoute('/{-$lang}/_auth/forgot')({ component: ForgotPage });
