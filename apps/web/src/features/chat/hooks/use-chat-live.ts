import { TYPING_TTL_MS, type Interaction, type VisitorRealtimeEventPayload } from '@charla/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { insertInteraction, markAgentRead } from '../api/chat-cache';
import { visitorChatQueryKey, type ChatData } from '../api/get-visitor-chat';
import type { VisitorSocket } from '../api/visitor-socket';

/** Who is typing on the agents' side: their first name, or null when the server does not say. */
export type AgentTyping = { name: string | null } | null;

/**
 * Socket events patch the chat in the query cache: agent messages appear, read marks move, a changed
 * conversation is refetched, and everything is refetched after a reconnect so nothing is missed.
 */
export function useChatLive({
  socket,
  contactOid,
  channelOid,
  onAgentMessage,
  onReconnect,
}: {
  socket: VisitorSocket;
  contactOid: string;
  channelOid: string;
  onAgentMessage: (interaction: Interaction) => void;
  onReconnect: () => void;
}): AgentTyping {
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState<AgentTyping>(null);
  const notifyAgentMessage = useEffectEvent(onAgentMessage);
  const notifyReconnect = useEffectEvent(onReconnect);

  useEffect(() => {
    const queryKey = visitorChatQueryKey(contactOid, channelOid);
    const refetch = () => void queryClient.invalidateQueries({ queryKey });
    const currentConversationOid = () =>
      queryClient.getQueryData<ChatData>(queryKey)?.pages[0]?.conversation?._id;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const stopTyping = () => {
      clearTimeout(typingTimer);
      setTyping(null);
    };
    let hasConnected = false;

    const onConnect = () => {
      if (hasConnected) {
        refetch();
        notifyReconnect();
      }
      hasConnected = true;
    };
    const onMessage = ({ conversationOid, interaction }: VisitorRealtimeEventPayload<'message.created'>) => {
      if (currentConversationOid() === conversationOid) {
        queryClient.setQueryData<ChatData>(queryKey, (data) => insertInteraction(data, interaction));
      } else refetch();
      if (interaction.direction === 'out') {
        stopTyping();
        notifyAgentMessage(interaction);
      }
    };
    const onTyping = ({ typing: isTyping, name }: VisitorRealtimeEventPayload<'typing'>) => {
      clearTimeout(typingTimer);
      if (!isTyping) return setTyping(null);
      setTyping({ name });
      // A typing mark lasts until refreshed; a lost "stopped typing" must not leave it on forever.
      typingTimer = setTimeout(() => setTyping(null), TYPING_TTL_MS);
    };
    const onRead = ({ conversationOid, readAt }: VisitorRealtimeEventPayload<'conversation.read'>) => {
      if (currentConversationOid() !== conversationOid) return;
      queryClient.setQueryData<ChatData>(queryKey, (data) => markAgentRead(data, readAt));
    };

    socket.on('connect', onConnect);
    socket.on('message.created', onMessage);
    socket.on('typing', onTyping);
    socket.on('conversation.read', onRead);
    socket.on('conversation.updated', refetch);
    return () => {
      clearTimeout(typingTimer);
      socket.off('connect', onConnect);
      socket.off('message.created', onMessage);
      socket.off('typing', onTyping);
      socket.off('conversation.read', onRead);
      socket.off('conversation.updated', refetch);
    };
  }, [socket, queryClient, contactOid, channelOid]);

  return typing;
}
