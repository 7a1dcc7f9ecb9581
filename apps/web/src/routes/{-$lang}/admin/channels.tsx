import { createFileRoute } from '@tanstack/react-router';
import { ChannelsPage } from '@/features/channels/pages/channels-page';

export const Route = createFileRoute('/{-$lang}/admin/channels')({ component: ChannelsPage });
