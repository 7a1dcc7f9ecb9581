import { z } from 'zod';
import { channelTypeSchema } from './channels.js';
import { emailSchema, idSchema } from './common.js';
import {
  clientIdSchema,
  conversationStatusSchema,
  interactionPageSchema,
  interactionSchema,
  memberSummarySchema,
  messageTextSchema,
} from './conversations.js';

/** The organization's keys: `pk_…` for the client API (public by design), `sk_…` for server-to-server calls. */
export const apiKeysSchema = z
  .object({ publicKey: z.string(), secretKey: z.string() })
  .meta({ id: 'ApiKeys' });
export type ApiKeys = z.infer<typeof apiKeysSchema>;

/* ───────────── Client API (`/developer/*`): the widget, the /chat page and customers' own apps ───────────── */

/** Header that carries the organization's public key (`pk_…`) on every client API call. */
export const PUBLIC_KEY_HEADER = 'x-public-key';
/** Visitor tokens returned by `GET /developer/session`, sent back as `Authorization: Bearer vt_…`. */
export const VISITOR_TOKEN_PREFIX = 'vt_';

/**
 * Abuse limits of the client API, per client IP. Chatwoot allows 6 new conversations per 12 h per IP;
 * ours is a little more generous because offices and schools share one address, and every limit can be
 * raised by the instance (env `CLIENT_*`).
 */
export const CLIENT_API_LIMITS = {
  /** New visitors (sessions that create a contact) per IP per hour. */
  newVisitorsPerHour: 20,
  /** New conversations per IP per 12 hours. */
  newConversationsPer12Hours: 10,
  /** Messages per visitor per minute. */
  messagesPerMinute: 30,
} as const;

/** HMAC-SHA256(secretKey, identifier) in lower-case hex. */
export const identifierHashSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, { error: 'the hex HMAC-SHA256 of the identifier with the secret key' });

/** `GET /developer/session`: create or resume a visitor on a channel. */
export const visitorSessionQuerySchema = z
  .object({
    channelOid: idSchema,
    /** The customer's own user id; with `identifierHash` the visitor is verified and recognised everywhere. */
    identifier: z.string().trim().min(1).max(255).optional(),
    identifierHash: identifierHashSchema.optional(),
    name: z.string().trim().min(1).max(200).optional(),
    email: emailSchema.optional(),
  })
  .refine((query) => !query.identifierHash || query.identifier, {
    path: ['identifier'],
    error: 'identifierHash needs the identifier it signs',
  })
  .refine((query) => !query.identifier || query.identifierHash, {
    path: ['identifierHash'],
    error: 'an identifier needs its identifierHash',
  });
export type VisitorSessionQuery = z.infer<typeof visitorSessionQuerySchema>;

/** `GET /developer/channel?channelOid=`: what the widget and /chat show before anyone writes. */
export const visitorChannelQuerySchema = z.object({ channelOid: idSchema });

/** A channel as customers see it: appearance only, never the webhook or other settings. */
export const visitorChannelSchema = z
  .object({
    _id: idSchema,
    type: channelTypeSchema,
    /** The channel title (webchat) or its name (api). */
    title: z.string(),
    welcomeMessage: z.string(),
    color: z.string(),
    /** Sites that may embed the widget; empty allows any. */
    allowedDomains: z.array(z.string()),
    identityVerificationRequired: z.boolean(),
    organization: z.object({ name: z.string(), imageUrl: z.string().nullable() }),
  })
  .meta({ id: 'VisitorChannel' });
export type VisitorChannel = z.infer<typeof visitorChannelSchema>;

export const visitorSessionSchema = z
  .object({
    /** `vt_…`: keep it (the widget keeps it in localStorage) to resume the same visitor. */
    token: z.string(),
    contactOid: idSchema,
    channelOid: idSchema,
    /** The visitor's current conversation on the channel, or null before the first message. */
    conversationOid: idSchema.nullable(),
    contact: z.object({ name: z.string().nullable(), email: z.string().nullable(), isVerified: z.boolean() }),
    channel: visitorChannelSchema,
  })
  .meta({ id: 'VisitorSession' });
export type VisitorSession = z.infer<typeof visitorSessionSchema>;

/** The visitor's conversation: no internal fields, no notes. */
export const visitorConversationSchema = z
  .object({
    _id: idSchema,
    channelOid: idSchema,
    status: conversationStatusSchema,
    /** The agent answering, shown with name and avatar. */
    assignee: memberSummarySchema.nullable(),
    /** When an agent last read it: the customer's messages up to then show as read. */
    agentLastReadAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    lastMessageAt: z.iso.datetime(),
  })
  .meta({ id: 'VisitorConversation' });
export type VisitorConversation = z.infer<typeof visitorConversationSchema>;

/** `GET /developer/conversation/chat`: the current conversation with its latest interactions (newest page), or null. */
export const visitorChatSchema = z
  .object({ conversation: visitorConversationSchema, interactions: interactionPageSchema })
  .nullable()
  .meta({ id: 'VisitorChat' });
export type VisitorChat = z.infer<typeof visitorChatSchema>;

/** `POST /developer/sendMessage`: text, attachments uploaded first through `POST /attachment/file`, or both. */
export const visitorSendMessageBodySchema = z
  .object({
    text: messageTextSchema.optional(),
    clientId: clientIdSchema.optional(),
    attachmentOids: z.array(idSchema).max(10).optional(),
  })
  .refine((body) => body.text !== undefined || (body.attachmentOids?.length ?? 0) > 0, {
    path: ['text'],
    error: 'a message needs text or an attachment',
  });
export type VisitorSendMessageBody = z.infer<typeof visitorSendMessageBodySchema>;

export const visitorSentMessageSchema = z
  .object({ conversationOid: idSchema, interaction: interactionSchema })
  .meta({ id: 'VisitorSentMessage' });
export type VisitorSentMessage = z.infer<typeof visitorSentMessageSchema>;

/** `POST /developer/conversation/{conversationOid}/read`: the customer has seen everything up to now. */
export const visitorReadSchema = z.object({ readAt: z.iso.datetime() }).meta({ id: 'VisitorRead' });
