import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ChatsPage } from '@/features/chats/pages/chats-page';
import { validateChatsSearch, type ChatsSearch } from '@/features/chats/lib/chats-search';

export const Route = createFileRoute('/{-$lang}/admin/chats')({
  validateSearch: validateChatsSearch,
  component: ChatsRoute,
});

function ChatsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Opening a conversation is a step Back returns from; changing filters is not.
  const onSearchChange = useCallback(
    (patch: Partial<ChatsSearch>) =>
      void navigate({
        search: (previous: ChatsSearch) => ({ ...previous, ...patch }),
        replace: !('conversation' in patch),
      }),
    [navigate],
  );
  return <ChatsPage search={search} onSearchChange={onSearchChange} />;
}
