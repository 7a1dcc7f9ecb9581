import type { Conversation, Interaction } from '@charla/contracts';
import type { ConversationListRow, InteractionListRow } from './conversations.repository.js';

type Person = { firstName: string | null; lastName: string | null; avatarUrl: string | null };

const memberSummary = (id: string | null, person: Person) =>
  id && person.firstName !== null
    ? { _id: id, firstName: person.firstName, lastName: person.lastName ?? '', avatarUrl: person.avatarUrl }
    : null;

export function conversationEntity(row: ConversationListRow): Conversation {
  return {
    _id: row.id,
    status: row.status,
    channel: { _id: row.channelId, name: row.channelName, type: row.channelType },
    contact: { _id: row.contactId, name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    assignee: memberSummary(row.assigneeId, {
      firstName: row.assigneeFirstName,
      lastName: row.assigneeLastName,
      avatarUrl: row.assigneeAvatarUrl,
    }),
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastMessagePreview: row.lastMessagePreview,
    unreadCount: row.unreadCount,
    contactLastReadAt: row.contactLastReadAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function interactionEntity(row: InteractionListRow): Interaction {
  return {
    _id: row.id,
    conversationOid: row.conversationId,
    direction: row.direction,
    senderType: row.senderType,
    sender: memberSummary(row.senderUserId, {
      firstName: row.senderFirstName,
      lastName: row.senderLastName,
      avatarUrl: row.senderAvatarUrl,
    }),
    kind: row.kind,
    text: row.text,
    attachments: row.attachments,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The list's one-line preview: the text's first characters, or the first file's name. */
export function previewOf({ text, attachments }: { text: string | null; attachments: { name: string }[] }) {
  const line = text?.replace(/\s+/g, ' ').trim();
  return (line || attachments[0]?.name || '').slice(0, 200) || null;
}
