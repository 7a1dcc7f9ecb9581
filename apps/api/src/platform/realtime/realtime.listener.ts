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
    events.on('conversation.created', ({ conversationId, channelId }) =>
      realtime.toChannel(channelId, 'conversation.created', {
        conversationOid: conversationId,
        channelOid: channelId,
      }),
    ),
    events.on('conversation.updated', ({ conversationId, channelId }) =>
      realtime.toChannel(channelId, 'conversation.updated', {
        conversationOid: conversationId,
        channelOid: channelId,
      }),
    ),
    // Channel rooms hold agents only, so notes may go there; visitors will get a filtered event.
    events.on('message.created', ({ conversationId, channelId, interaction }) =>
      realtime.toChannel(channelId, 'message.created', {
        conversationOid: conversationId,
        channelOid: channelId,
        interaction,
      }),
    ),
  ];
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}
