import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/executor.js';
import { contacts } from '../contacts/contacts.table.js';
import { conversations } from '../conversations/conversations.table.js';
import { webhookDeliveries, type WebhookDeliveryRow } from './channels.deliveries.table.js';
import { channels } from './channels.table.js';

export type ReplyTarget = {
  channelType: (typeof channels.$inferSelect)['type'];
  contactId: string;
  identifier: string | null;
};

/**
 * The live channel and the contact a reply in this conversation goes to, in one query: it runs on
 * every agent message, most of them on channels without a webhook.
 */
export async function findReplyTarget(
  db: DbExecutor,
  {
    organizationId,
    conversationId,
    channelId,
  }: { organizationId: string; conversationId: string; channelId: string },
): Promise<ReplyTarget | undefined> {
  const [row] = await db
    .select({ channelType: channels.type, contactId: contacts.id, identifier: contacts.identifier })
    .from(conversations)
    .innerJoin(
      channels,
      and(
        eq(channels.organizationId, conversations.organizationId),
        eq(channels.id, conversations.channelId),
      ),
    )
    .innerJoin(
      contacts,
      and(
        eq(contacts.organizationId, conversations.organizationId),
        eq(contacts.id, conversations.contactId),
      ),
    )
    .where(
      and(
        eq(conversations.organizationId, organizationId),
        eq(conversations.id, conversationId),
        eq(conversations.channelId, channelId),
        isNull(channels.deletedAt),
      ),
    );
  return row;
}

export async function insertDeliveryAttempt(
  db: DbExecutor,
  values: Pick<
    WebhookDeliveryRow,
    'organizationId' | 'deliveryId' | 'channelId' | 'event' | 'url' | 'payload' | 'attempt' | 'createdAt'
  >,
): Promise<WebhookDeliveryRow> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ ...values, status: 'pending' })
    .returning();
  return row!;
}

export async function finishDeliveryAttempt(
  db: DbExecutor,
  {
    organizationId,
    id,
    values,
  }: {
    organizationId: string;
    id: string;
    values: Pick<
      WebhookDeliveryRow,
      'status' | 'httpStatus' | 'error' | 'durationMs' | 'deliveredAt' | 'nextAttemptAt'
    >;
  },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set(values)
    .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.id, id)));
}
