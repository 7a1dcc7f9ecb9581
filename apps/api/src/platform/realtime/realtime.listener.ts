import type { AppDeps } from '../../app.js';
import type { DomainEvents } from '../events/events.js';

type MemberChange = 'added' | 'updated' | 'removed';

/**
 * Realtime fan-out (ARCHITECTURE §5): turns committed domain events into socket events for the
 * rooms that should hear them. Answers a function that unsubscribes everything.
 */
export function registerRealtimeListeners({ events, realtime }: Pick<AppDeps, 'events' | 'realtime'>) {
  const memberChanged =
    (change: MemberChange) =>
    ({ organizationId, userId }: DomainEvents['member.updated']) =>
      realtime.toOrganization(organizationId, 'member.updated', {
        organizationOid: organizationId,
        userOid: userId,
        change,
      });

  const unsubscribes = [
    events.on('channel.updated', ({ organizationId, channelId }) =>
      realtime.toOrganization(organizationId, 'channel.updated', {
        organizationOid: organizationId,
        channelOid: channelId,
      }),
    ),
    events.on('organization.updated', ({ organizationId }) =>
      realtime.toOrganization(organizationId, 'organization.updated', { organizationOid: organizationId }),
    ),
    events.on('member.added', memberChanged('added')),
    events.on('member.updated', memberChanged('updated')),
    events.on('member.removed', memberChanged('removed')),
    events.on('member.invitation_changed', ({ organizationId }) =>
      realtime.toOrganization(organizationId, 'member.updated', {
        organizationOid: organizationId,
        userOid: null,
        change: 'invitation',
      }),
    ),
    events.on('conversation.created', ({ conversationId, channelId, contactId }) => {
      realtime.joinVisitorConversation({ contactId, channelId, conversationId });
      realtime.toChannel(channelId, 'conversation.created', {
        conversationOid: conversationId,
        channelOid: channelId,
      });
    }),
    events.on('conversation.updated', ({ conversationId, channelId }) => {
      realtime.toChannel(channelId, 'conversation.updated', {
        conversationOid: conversationId,
        channelOid: channelId,
      });
      realtime.toVisitor(conversationId, 'conversation.updated', { conversationOid: conversationId });
    }),
    // Channel rooms hold agents only, so notes go there; the visitor's room never hears a note.
    events.on('message.created', ({ conversationId, channelId, interaction }) => {
      realtime.toChannel(channelId, 'message.created', {
        conversationOid: conversationId,
        channelOid: channelId,
        interaction,
      });
      if (interaction.kind !== 'note') {
        realtime.toVisitor(conversationId, 'message.created', {
          conversationOid: conversationId,
          interaction,
        });
      }
    }),
    events.on('conversation.read', ({ conversationId, channelId, reader, userId, readAt }) => {
      realtime.toChannel(channelId, 'conversation.read', {
        conversationOid: conversationId,
        channelOid: channelId,
        reader,
        userOid: userId,
        readAt: readAt.toISOString(),
      });
      if (reader === 'user') {
        realtime.toVisitor(conversationId, 'conversation.read', {
          conversationOid: conversationId,
          readAt: readAt.toISOString(),
        });
      }
    }),
  ];
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}
