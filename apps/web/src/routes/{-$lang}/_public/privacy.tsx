import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '@/features/legal/pages/privacy-page';

export const Route = createFileRoute('/{-$lang}/_public/privacy')({ component: PrivacyPage });
