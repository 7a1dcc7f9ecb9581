import type { Interaction, RealtimeEventPayload } from '@charla/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime/realtime-provider';
import { chatKeys } from '../api/keys';
import {
  addInteraction,
  markReadInCache,
  patchConversation,
  refreshConversationLists,
} from '../lib/conversation-cache';

/** What an inbox item shows for a message: its text, or the first file's name. */
const previewOf = (interaction: Interaction) => interaction.text ?? interaction.attachments[0]?.name ?? null;

const later = (a: string | null, b: string) => (a && Date.parse(a) > Date.parse(b) ? a : b);

/**
 * Keeps the inbox current from socket events (server state lives only in TanStack Query): messages
 * join their timeline at once, items and counts are patched, and lists refetch for their new order.
 * After a reconnect the realtime binding refetches everything on screen.
 */
export function useInboxLive({
  userOid,
  onCustomerMessage,
}: {
  userOid: string;
  onCustomerMessage: (event: RealtimeEventPayload<'message.created'>) => void;
}) {
  const queryClient = useQueryClient();

  useRealtimeEvent('conversation.created', () => refreshConversationLists(queryClient));
  useRealtimeEvent('conversation.updated', ({ conversationOid }) => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.detail(conversationOid) });
    refreshConversationLists(queryClient);
  });
  useRealtimeEvent('message.created', (event) => {
    const { conversationOid, interaction } = event;
    addInteraction(queryClient, interaction);
    const isFromCustomer = interaction.direction === 'in';
    // Notes are for agents: they neither move the preview nor count as unread.
    if (interaction.kind !== 'note') {
      patchConversation(queryClient, conversationOid, (conversation) => ({
        ...conversation,
        lastMessageAt: later(conversation.lastMessageAt, interaction.createdAt),
        lastMessagePreview: previewOf(interaction) ?? conversation.lastMessagePreview,
        unreadCount: conversation.unreadCount + (isFromCustomer ? 1 : 0),
      }));
    }
    refreshConversationLists(queryClient);
    if (isFromCustomer) onCustomerMessage(event);
  });
  useRealtimeEvent('conversation.read', ({ conversationOid, reader, userOid: readerOid, readAt }) => {
    if (reader === 'contact') {
      patchConversation(queryClient, conversationOid, (conversation) => ({
        ...conversation,
        contactLastReadAt: later(conversation.contactLastReadAt, readAt),
      }));
    } else if (readerOid === userOid) {
      // Read in another tab of mine.
      markReadInCache(queryClient, conversationOid);
    }
  });
  useRealtimeEvent(
    'channel.updated',
    () => void queryClient.invalidateQueries({ queryKey: chatKeys.channels }),
  );
}
