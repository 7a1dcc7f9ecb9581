import { createFileRoute } from '@tanstack/react-router';
import { applyChatLanguage } from '@/features/chat/chat-search';
import { ChatPage } from '@/features/chat/pages/chat-page';

export const Route = createFileRoute('/{-$lang}/_blank/chat')({
  beforeLoad: ({ search }) => applyChatLanguage(search),
  component: ChatPage,
});
