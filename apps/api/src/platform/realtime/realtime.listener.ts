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
  ];
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}
