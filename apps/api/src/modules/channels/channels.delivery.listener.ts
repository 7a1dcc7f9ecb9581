import type { ChannelMessageWebhook } from '@charla/contracts';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app.js';
import type { DomainEvents } from '../../platform/events/events.js';
import {
  DEFAULT_DELIVERY_OPTIONS,
  scheduleAttempt,
  workChannelWebhooks,
  type DeliveryDeps,
  type DeliveryOptions,
} from './channels.delivery.js';
import { findReplyTarget } from './channels.delivery.repository.js';

type ListenerDeps = Pick<AppDeps, 'database' | 'jobs'>;

/**
 * Webhook fan-out of api channels (ARCHITECTURE §5, §6): an agent reply, not a note, on an api
 * channel becomes one delivery job. The customer's app learns who the reply is for from the
 * contact and the identifier it gave the visitor.
 */
export async function queueReplyDelivery(
  deps: ListenerDeps,
  { organizationId, conversationId, channelId, interaction }: DomainEvents['message.created'],
): Promise<void> {
  if (interaction.direction !== 'out' || interaction.kind === 'note') return;
  const target = await findReplyTarget(deps.database.db, { organizationId, conversationId, channelId });
  if (target?.channelType !== 'api') return;
  const payload: ChannelMessageWebhook = {
    event: 'message.created',
    channelOid: channelId,
    conversationOid: conversationId,
    contactOid: target.contactId,
    identifier: target.identifier,
    interaction,
    timestamp: interaction.createdAt,
  };
  await scheduleAttempt(deps, { organizationId, channelId, deliveryId: randomUUID(), attempt: 1, payload });
}

/**
 * Subscribes the listener and, in processes that work jobs, the delivery worker. The listener stays
 * subscribed until the app is gone, so replies stored by requests finishing during shutdown are
 * still queued.
 */
export async function registerChannelWebhookDelivery(
  deps: DeliveryDeps & Pick<AppDeps, 'events'>,
  options: DeliveryOptions = DEFAULT_DELIVERY_OPTIONS,
): Promise<void> {
  await workChannelWebhooks(deps, options);
  deps.events.on('message.created', (event) => queueReplyDelivery(deps, event));
}
