import { createFileRoute } from '@tanstack/react-router';
import { DevelopersPage } from '@/features/developers/pages/developers-page';

export const Route = createFileRoute('/{-$lang}/admin/developers')({ component: DevelopersPage });
