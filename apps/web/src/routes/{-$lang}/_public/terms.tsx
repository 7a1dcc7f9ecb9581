import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '@/features/legal/pages/terms-page';

export const Route = createFileRoute('/{-$lang}/_public/terms')({ component: TermsPage });
