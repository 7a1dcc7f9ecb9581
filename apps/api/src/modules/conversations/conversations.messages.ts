import type { Attachment, Interaction, MessageOutBody } from '@charla/contracts';
import type { AppDeps } from '../../app.js';
import type { RequestAuth } from '../../platform/route-config.js';
import { isUniqueViolation } from '../members/members.guards.js';
import { assertVisible, viewerOf } from './conversations.access.js';
import { interactionEntity, previewOf } from './conversations.entity.js';
import { conversationClosed, conversationNotFound } from './conversations.errors.js';
import {
  findInteractionByClientId,
  findInteractionRow,
  insertConversation,
  insertInteraction,
  insertInteractionOnce,
  lockConversation,
  lockLatestConversation,
  updateConversation,
} from './conversations.repository.js';
import type { InteractionRow } from './conversations.table.js';

export type MessageDeps = Pick<AppDeps, 'database' | 'now' | 'events'>;

export type InboundMessage = {
  organizationId: string;
  channelId: string;
  contactId: string;
  text: string | null;
  clientId?: string | null;
  attachments?: Attachment[];
};

export type StoredMessage = {
  conversationId: string;
  interaction: Interaction;
  /** True when the clientId had already been stored: nothing was written, nothing emitted. */
  isDuplicate: boolean;
  /** True when this message opened the contact's first conversation on the channel. */
  isCreated: boolean;
};

const withoutSender = (row: InteractionRow) =>
  interactionEntity({ ...row, senderFirstName: null, senderLastName: null, senderAvatarUrl: null });

/**
 * A customer's message (client API, channel adapters): into the contact's conversation on the
 * channel, opening one as `new` when there is none and reopening a closed one as `new`. One short
 * transaction writes the message and the conversation's last activity; events follow the commit.
 */
export async function storeInboundMessage(deps: MessageDeps, input: InboundMessage): Promise<StoredMessage> {
  const { organizationId, channelId, contactId, text, clientId = null, attachments = [] } = input;
  const write = () =>
    deps.database.db.transaction(async (tx) => {
      const now = deps.now();
      const latest = await lockLatestConversation(tx, { organizationId, channelId, contactId });
      const opened = latest ?? (await insertConversation(tx, { organizationId, channelId, contactId, now }));
      const interaction = await insertInteractionOnce(tx, {
        organizationId,
        conversationId: opened.id,
        direction: 'in',
        senderType: 'contact',
        senderUserId: null,
        kind: attachments.length > 0 && !text ? fileKind(attachments) : 'text',
        text,
        attachments,
        clientId,
        createdAt: now,
      });
      if (!interaction) {
        // The same clientId again (a retry after a lost answer): the first one stands.
        const existing = await findInteractionByClientId(tx, {
          organizationId,
          conversationId: opened.id,
          clientId: clientId!,
        });
        return { conversation: opened, interaction: existing!, isDuplicate: true, isCreated: false };
      }
      const reopen =
        opened.status === 'closed' ? { status: 'new' as const, assigneeId: null, closedAt: null } : {};
      const conversation = await updateConversation(tx, {
        organizationId,
        conversationId: opened.id,
        changes: {
          ...reopen,
          lastMessageAt: now,
          lastMessagePreview: previewOf(interaction),
          updatedAt: now,
        },
      });
      return { conversation, interaction, isDuplicate: false, isCreated: !latest };
    });
  // Two first messages at once both try to open the conversation; the loser finds the winner's.
  const result = await write().catch((error: unknown) => {
    if (isUniqueViolation(error)) return write();
    throw error;
  });
  const stored = {
    conversationId: result.conversation.id,
    interaction: withoutSender(result.interaction),
    isDuplicate: result.isDuplicate,
    isCreated: result.isCreated,
  };
  if (!result.isDuplicate) {
    const ids = { organizationId, conversationId: stored.conversationId, channelId };
    if (result.isCreated) deps.events.emit('conversation.created', { ...ids, contactId });
    else deps.events.emit('conversation.updated', ids);
    deps.events.emit('message.created', { ...ids, interaction: stored.interaction });
  }
  return stored;
}

const fileKind = (attachments: Attachment[]) =>
  attachments.every((attachment) => attachment.contentType.startsWith('image/')) ? 'image' : 'file';

/**
 * POST /message/message-out: an agent's reply, or with `private` an internal note that is never sent
 * to the customer and does not move the conversation in the inbox.
 */
export async function sendAgentMessage(
  deps: MessageDeps,
  auth: RequestAuth,
  /** A message with files may come without text (the multipart form); it is then stored as null. */
  body: Omit<MessageOutBody, 'text'> & { text?: string | null; attachments?: Attachment[] },
): Promise<Interaction> {
  const viewer = await viewerOf(deps, auth);
  const { organizationId, userId } = auth;
  const clientId = body.clientId ?? null;
  const attachments = body.attachments ?? [];
  const isNote = body.private === true;
  const result = await deps.database.db
    .transaction(async (tx) => {
      const now = deps.now();
      const conversation = assertVisible(
        viewer,
        await lockConversation(tx, { organizationId, conversationId: body.conversationOid }),
      );
      if (clientId) {
        const existing = await findInteractionByClientId(tx, {
          organizationId,
          conversationId: conversation.id,
          clientId,
        });
        if (existing) return { conversation, interaction: existing, isDuplicate: true };
      }
      if (conversation.status === 'closed') throw conversationClosed();
      const interaction = await insertInteraction(tx, {
        organizationId,
        conversationId: conversation.id,
        direction: 'out',
        senderType: userId ? 'user' : 'system',
        senderUserId: userId,
        kind: isNote ? 'note' : attachments.length > 0 && !body.text ? fileKind(attachments) : 'text',
        text: body.text ?? null,
        attachments,
        clientId,
        createdAt: now,
      });
      if (!isNote) {
        await updateConversation(tx, {
          organizationId,
          conversationId: conversation.id,
          changes: { lastMessageAt: now, lastMessagePreview: previewOf(interaction), updatedAt: now },
        });
      }
      return { conversation, interaction, isDuplicate: false };
    })
    .catch((error: unknown) => {
      // The same clientId sent twice at once: the unique index stored the first.
      if (isUniqueViolation(error) && clientId) return null;
      throw error;
    });
  const row = result
    ? await findInteractionRow(deps.database.db, { organizationId, interactionId: result.interaction.id })
    : await findDuplicate(deps, {
        organizationId,
        conversationId: body.conversationOid,
        clientId: clientId!,
      });
  if (!row) throw conversationNotFound();
  const interaction = interactionEntity(row);
  if (result && !result.isDuplicate) {
    const ids = {
      organizationId,
      conversationId: result.conversation.id,
      channelId: result.conversation.channelId,
    };
    if (!isNote) deps.events.emit('conversation.updated', ids);
    deps.events.emit('message.created', { ...ids, interaction });
  }
  return interaction;
}

async function findDuplicate(
  deps: MessageDeps,
  {
    organizationId,
    conversationId,
    clientId,
  }: { organizationId: string; conversationId: string; clientId: string },
) {
  const existing = await findInteractionByClientId(deps.database.db, {
    organizationId,
    conversationId,
    clientId,
  });
  return existing && findInteractionRow(deps.database.db, { organizationId, interactionId: existing.id });
}
