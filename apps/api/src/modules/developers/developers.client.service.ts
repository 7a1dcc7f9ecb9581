import {
  webchatSettingsSchema,
  type InteractionsQuery,
  type VisitorChannel,
  type VisitorChat,
  type VisitorConversation,
  type VisitorSendMessageBody,
  type VisitorSentMessage,
  type VisitorSession,
  type VisitorSessionQuery,
} from '@charla/contracts';
import { createHmac, randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app.js';
import { decryptSecret, safeEqual } from '../../platform/crypto/crypto.js';
import type { ClientAuth, VisitorAuth } from '../../platform/route-config.js';
import { contactAttachments } from '../attachments/attachments.service.js';
import { channelNotFound } from '../channels/channels.errors.js';
import type { ChannelRow } from '../channels/channels.repository.js';
import { interactionEntity } from '../conversations/conversations.entity.js';
import { conversationNotFound } from '../conversations/conversations.errors.js';
import { decodeCursor, toPage } from '../conversations/conversations.cursor.js';
import { storeInboundMessage } from '../conversations/conversations.messages.js';
import { listInteractionRows, moveReadMark } from '../conversations/conversations.repository.js';
import {
  clientRateLimited,
  identityInvalid,
  identityRequired,
  invalidPublicKey,
  invalidVisitor,
} from './developers.errors.js';
import {
  findContact,
  findVerifiedContact,
  insertContact,
  saveContactChannel,
  updateContact,
} from '../contacts/contacts.repository.js';
import type { ContactRow } from '../contacts/contacts.table.js';
import {
  findClientChannel,
  findVisitorConversation,
  type ClientChannelRow,
  type VisitorConversationRow,
} from './developers.client.repository.js';
import { findOrganizationKeys } from './developers.repository.js';
import { signVisitorToken, verifyVisitorToken } from './developers.visitor-token.js';

type ClientDeps = Pick<AppDeps, 'config' | 'database' | 'now' | 'events' | 'storage' | 'authFailures'>;

const DEFAULT_COLOR = '#1c7ed6';
const HOUR_S = 60 * 60;

/** A channel as customers see it: appearance and embedding rules, nothing internal. */
function visitorChannel(row: ClientChannelRow, channel: ChannelRow): VisitorChannel {
  const webchat = channel.type === 'webchat' ? webchatSettingsSchema.safeParse(channel.settings) : null;
  const settings = webchat?.success ? webchat.data : null;
  return {
    _id: channel.id,
    type: channel.type,
    title: settings?.title ?? channel.name,
    welcomeMessage: settings?.welcomeMessage ?? '',
    color: settings?.color ?? DEFAULT_COLOR,
    allowedDomains: settings?.allowedDomains ?? [],
    identityVerificationRequired: settings?.identityVerificationRequired ?? false,
    organization: { name: row.organizationName, imageUrl: row.organizationImageUrl },
  };
}

const isIdentityRequired = (channel: ChannelRow) =>
  channel.type === 'webchat' &&
  webchatSettingsSchema.safeParse(channel.settings).data?.identityVerificationRequired === true;

/**
 * The auth hook's client resolution: one statement finds the key's organization and the visitor's
 * channel; the visitor token itself is checked by its signature, without a read.
 */
export async function authenticateClient(
  deps: Pick<AppDeps, 'config' | 'database' | 'now'>,
  { publicKey, token, requireVisitor }: { publicKey: string; token: string | null; requireVisitor: boolean },
): Promise<ClientAuth> {
  const claims = token ? verifyVisitorToken(deps.config.SECRETS_KEY, token, deps.now()) : null;
  const row = await findClientChannel(deps.database.db, { publicKey, channelId: claims?.channelId ?? null });
  if (!row) throw invalidPublicKey();
  const isOwnVisitor = claims !== null && claims.organizationId === row.organizationId;
  if (!isOwnVisitor) {
    if (requireVisitor) throw invalidVisitor();
    return { organizationId: row.organizationId, visitor: null };
  }
  if (!row.channel) {
    if (requireVisitor) throw channelNotFound();
    return { organizationId: row.organizationId, visitor: null };
  }
  const visitor: VisitorAuth = {
    organizationId: row.organizationId,
    contactId: claims.contactId,
    channelId: row.channel.id,
    channelType: row.channel.type,
    isVerified: claims.isVerified,
    isIdentityRequired: isIdentityRequired(row.channel),
  };
  return { organizationId: row.organizationId, visitor };
}

/** GET /developer/channel: what the widget shows before anyone writes. */
export async function getVisitorChannel(
  deps: Pick<AppDeps, 'database'>,
  { publicKey, channelId }: { publicKey: string; channelId: string },
): Promise<VisitorChannel> {
  const row = await findClientChannel(deps.database.db, { publicKey, channelId });
  if (!row) throw invalidPublicKey();
  if (!row.channel) throw channelNotFound();
  return visitorChannel(row, row.channel);
}

/** Counts one event against a per-IP or per-visitor budget; over it, the call is refused with 429. */
async function spend(
  deps: Pick<ClientDeps, 'authFailures' | 'now'>,
  key: string,
  limit: number,
  windowS: number,
) {
  const count = await deps.authFailures.hit(`client:${key}`, deps.now(), windowS);
  if (count > limit) throw clientRateLimited();
}

async function hasBudget(deps: Pick<ClientDeps, 'authFailures' | 'now'>, key: string, limit: number) {
  return (await deps.authFailures.count(`client:${key}`, deps.now())) < limit;
}

/** HMAC-SHA256(secretKey, identifier) in hex, compared in constant time. */
async function isValidIdentity(
  deps: Pick<ClientDeps, 'config' | 'database'>,
  {
    organizationId,
    identifier,
    identifierHash,
  }: { organizationId: string; identifier: string; identifierHash: string },
) {
  const keys = await findOrganizationKeys(deps.database.db, { organizationId });
  if (!keys) return false;
  const secretKey = decryptSecret(keys.secretKeyEncrypted, deps.config.SECRETS_KEY);
  const expected = createHmac('sha256', secretKey).update(identifier).digest('hex');
  return safeEqual(expected, identifierHash);
}

/**
 * GET /developer/session: resumes the visitor of a valid token, recognises a verified customer by
 * its identifier (on any device), or creates an anonymous visitor. Always hands out a fresh token.
 */
export async function startVisitorSession(
  deps: ClientDeps,
  {
    publicKey,
    client,
    query,
    ip,
  }: { publicKey: string; client: ClientAuth; query: VisitorSessionQuery; ip: string },
): Promise<VisitorSession> {
  const { organizationId } = client;
  const row = await findClientChannel(deps.database.db, { publicKey, channelId: query.channelOid });
  if (!row || row.organizationId !== organizationId) throw invalidPublicKey();
  const channel = row.channel;
  if (!channel) throw channelNotFound();
  const db = deps.database.db;
  const now = deps.now();
  const resumed =
    client.visitor && client.visitor.channelId === channel.id
      ? await findContact(db, { organizationId, contactId: client.visitor.contactId })
      : undefined;

  let contact: ContactRow | undefined;
  let externalId: string | null = null;
  if (query.identifier && query.identifierHash) {
    const { identifier, identifierHash } = query;
    if (!(await isValidIdentity(deps, { organizationId, identifier, identifierHash })))
      throw identityInvalid();
    externalId = `id:${identifier}`;
    contact = await findVerifiedContact(db, { organizationId, identifier });
    if (!contact && resumed && !resumed.isVerified && !resumed.identifier) {
      // The anonymous visitor just logged in on the customer's site: keep its conversation.
      contact = await updateContact(db, {
        organizationId,
        contactId: resumed.id,
        changes: { identifier, isVerified: true },
        now,
      });
    }
    if (!contact) {
      await spend(deps, `new-visitor:${ip}`, deps.config.CLIENT_NEW_VISITORS_PER_HOUR, HOUR_S);
      contact = await insertContact(db, {
        organizationId,
        name: query.name ?? null,
        email: query.email ?? null,
        identifier,
        isVerified: true,
        now,
      });
    }
  } else if (resumed) {
    contact = resumed;
  } else {
    if (isIdentityRequired(channel)) throw identityRequired();
    await spend(deps, `new-visitor:${ip}`, deps.config.CLIENT_NEW_VISITORS_PER_HOUR, HOUR_S);
    contact = await insertContact(db, {
      organizationId,
      name: query.name ?? null,
      email: query.email ?? null,
      identifier: null,
      isVerified: false,
      now,
    });
    externalId = `visitor:${randomUUID()}`;
  }
  if (isIdentityRequired(channel) && !contact.isVerified) throw identityRequired();
  if (externalId) {
    await saveContactChannel(db, {
      organizationId,
      contactId: contact.id,
      channelId: channel.id,
      externalId,
      now,
    });
  }
  const changes = {
    ...(query.name && query.name !== contact.name ? { name: query.name } : {}),
    ...(query.email && query.email !== contact.email ? { email: query.email } : {}),
  };
  if (Object.keys(changes).length > 0) {
    contact = (await updateContact(db, { organizationId, contactId: contact.id, changes, now })) ?? contact;
  }
  const conversation = await findVisitorConversation(db, {
    organizationId,
    channelId: channel.id,
    contactId: contact.id,
  });
  return {
    token: signVisitorToken(
      deps.config.SECRETS_KEY,
      { organizationId, contactId: contact.id, channelId: channel.id, isVerified: contact.isVerified },
      now,
    ),
    contactOid: contact.id,
    channelOid: channel.id,
    conversationOid: conversation?.id ?? null,
    contact: { name: contact.name, email: contact.email, isVerified: contact.isVerified },
    channel: visitorChannel(row, channel),
  };
}

function visitorConversation(row: VisitorConversationRow): VisitorConversation {
  return {
    _id: row.id,
    channelOid: row.channelId,
    status: row.status,
    assignee:
      row.assigneeId && row.assigneeFirstName !== null
        ? {
            _id: row.assigneeId,
            firstName: row.assigneeFirstName,
            lastName: row.assigneeLastName ?? '',
            avatarUrl: row.assigneeAvatarUrl,
          }
        : null,
    agentLastReadAt: row.agentLastReadAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}

/** The visitor's own conversation by id; anyone else's is the same 404 as a missing one. */
async function ownConversation(
  deps: Pick<ClientDeps, 'database'>,
  visitor: VisitorAuth,
  conversationId?: string,
) {
  return findVisitorConversation(deps.database.db, {
    organizationId: visitor.organizationId,
    channelId: visitor.channelId,
    contactId: visitor.contactId,
    ...(conversationId ? { conversationId } : {}),
  });
}

function assertAllowed(visitor: VisitorAuth) {
  if (visitor.isIdentityRequired && !visitor.isVerified) throw identityRequired();
}

async function visitorInteractions(
  deps: Pick<ClientDeps, 'database'>,
  visitor: VisitorAuth,
  conversationId: string,
  query: InteractionsQuery,
) {
  const rows = await listInteractionRows(deps.database.db, {
    organizationId: visitor.organizationId,
    conversationId,
    after: decodeCursor(query.cursor),
    limit: query.limit + 1,
    withoutNotes: true,
  });
  return toPage(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }), interactionEntity);
}

/** GET /developer/conversation/chat: the current conversation and its newest messages, or null. */
export async function getVisitorChat(
  deps: Pick<ClientDeps, 'database'>,
  visitor: VisitorAuth,
  query: InteractionsQuery,
): Promise<VisitorChat> {
  assertAllowed(visitor);
  const conversation = await ownConversation(deps, visitor);
  if (!conversation) return null;
  return {
    conversation: visitorConversation(conversation),
    interactions: await visitorInteractions(deps, visitor, conversation.id, query),
  };
}

/** GET /developer/conversation/{id}/interactions: older pages of the visitor's own conversation. */
export async function listVisitorInteractions(
  deps: Pick<ClientDeps, 'database'>,
  visitor: VisitorAuth,
  { conversationId, query }: { conversationId: string; query: InteractionsQuery },
) {
  assertAllowed(visitor);
  if (!(await ownConversation(deps, visitor, conversationId))) throw conversationNotFound();
  return visitorInteractions(deps, visitor, conversationId, query);
}

/**
 * POST /developer/sendMessage: stores the customer's message (opening or reopening its conversation)
 * within the per-visitor message budget and the per-IP budget of new conversations.
 */
export async function sendVisitorMessage(
  deps: ClientDeps,
  visitor: VisitorAuth,
  { body, ip }: { body: VisitorSendMessageBody; ip: string },
): Promise<VisitorSentMessage> {
  assertAllowed(visitor);
  const { organizationId, contactId, channelId } = visitor;
  await spend(deps, `messages:${contactId}`, deps.config.CLIENT_MESSAGES_PER_MINUTE, 60);
  const attachments = await contactAttachments(deps, {
    organizationId,
    contactId,
    attachmentIds: body.attachmentOids ?? [],
  });
  const conversationKey = `new-conversation:${ip}`;
  const limit = deps.config.CLIENT_NEW_CONVERSATIONS_PER_12H;
  // Only a message that would open a first conversation spends the budget; the check reads first.
  if (!(await hasBudget(deps, conversationKey, limit)) && !(await ownConversation(deps, visitor))) {
    throw clientRateLimited();
  }
  const stored = await storeInboundMessage(deps, {
    organizationId,
    channelId,
    contactId,
    text: body.text ?? null,
    clientId: body.clientId ?? null,
    attachments,
  }).catch((error: unknown) => {
    // The contact behind a token was deleted: the token no longer names anyone.
    if (isForeignKeyViolation(error)) throw invalidVisitor();
    throw error;
  });
  if (stored.isCreated) await deps.authFailures.hit(`client:${conversationKey}`, deps.now(), 12 * HOUR_S);
  return { conversationOid: stored.conversationId, interaction: stored.interaction };
}

const FOREIGN_KEY_VIOLATION = '23503';
const isForeignKeyViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === FOREIGN_KEY_VIOLATION ||
  (error as { cause?: { code?: unknown } } | null)?.cause?.code === FOREIGN_KEY_VIOLATION;

/** POST /developer/conversation/{id}/read: the customer has seen the agents' messages up to now. */
export async function markVisitorRead(
  deps: Pick<ClientDeps, 'database' | 'now' | 'events'>,
  visitor: VisitorAuth,
  { conversationId }: { conversationId: string },
) {
  assertAllowed(visitor);
  const conversation = await ownConversation(deps, visitor, conversationId);
  if (!conversation) throw conversationNotFound();
  const readAt = deps.now();
  await moveReadMark(deps.database.db, {
    organizationId: visitor.organizationId,
    conversationId,
    reader: 'contact',
    readAt,
  });
  deps.events.emit('conversation.read', {
    organizationId: visitor.organizationId,
    conversationId,
    channelId: conversation.channelId,
    reader: 'contact',
    userId: null,
    readAt,
  });
  return { readAt: readAt.toISOString() };
}
