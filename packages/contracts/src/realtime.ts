import { z } from 'zod';
import { idSchema } from './common.js';
import { interactionSchema } from './conversations.js';
import { ERROR_REASONS } from './errors.js';

/** Socket.IO path on the API's origin (ARCHITECTURE §4). */
export const REALTIME_PATH = '/socket.io';

/** What an agent sends in the handshake's `auth`: its session token (`ses_…`). */
export const realtimeAuthSchema = z.object({ token: z.string().min(1) });
export type RealtimeAuth = z.infer<typeof realtimeAuthSchema>;

/**
 * The `data` of a refused connection (the client's `connect_error`). The error's own message is the
 * reason, so the client translates it like any API error and falls back to `message`.
 */
export const realtimeConnectErrorSchema = z.object({
  /** 401: no valid session; 503: the server could not check it right now (try again later). */
  code: z.enum(['401', '503']),
  reason: z.enum(ERROR_REASONS),
  message: z.string(),
});
export type RealtimeConnectError = z.infer<typeof realtimeConnectErrorSchema>;

/** A member came online (first socket connected) or went offline (last socket gone). */
export const presenceEventSchema = z.object({ userOid: idSchema, online: z.boolean() });

/** The organization's profile, locale, schedule or storage settings changed: refetch it. */
export const organizationUpdatedEventSchema = z.object({ organizationOid: idSchema });

export const MEMBER_CHANGES = ['added', 'updated', 'removed', 'invitation'] as const;
/** The members list changed; `userOid` is null when only a pending invitation changed. */
export const memberUpdatedEventSchema = z.object({
  organizationOid: idSchema,
  userOid: idSchema.nullable(),
  change: z.enum(MEMBER_CHANGES),
});

/** A message for one person; the client words it by `kind` in the user's language. */
export const notificationEventSchema = z.object({
  kind: z.string().min(1),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});

/**
 * The server ended this socket's session (logout, password change, removal from the organization,
 * expiry); the socket is disconnected right after and must not reconnect with the same token.
 */
export const sessionEndedEventSchema = z.object({ reason: z.enum(ERROR_REASONS) });

/** A channel was created, changed, connected or deleted: refetch the channel list. */
export const channelUpdatedEventSchema = z.object({ organizationOid: idSchema, channelOid: idSchema });

/** A conversation was opened, or its status, assignee or last message changed: refetch it. */
export const conversationEventSchema = z.object({ conversationOid: idSchema, channelOid: idSchema });

/** A message or an internal note was stored in a conversation the receiving agents may see. */
export const messageCreatedEventSchema = z.object({
  conversationOid: idSchema,
  channelOid: idSchema,
  interaction: interactionSchema,
});

/** Who is typing, as agents see it: the customer, or a member. */
export const typingSenderSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('contact') }),
  z.object({ type: z.literal('user'), userOid: idSchema, name: z.string() }),
]);

/** Someone started (`typing: true`) or stopped typing in a conversation. Clients drop it after 6 s without a refresh. */
export const typingEventSchema = z.object({
  conversationOid: idSchema,
  channelOid: idSchema,
  typing: z.boolean(),
  sender: typingSenderSchema,
});

/** How long a `typing: true` lasts without a new one; senders repeat it every few seconds while typing. */
export const TYPING_TTL_MS = 6000;

/** A conversation was read: by the customer (`contact`) or by a member (`user`, with its id). */
export const conversationReadEventSchema = z.object({
  conversationOid: idSchema,
  channelOid: idSchema,
  reader: z.enum(['contact', 'user']),
  userOid: idSchema.nullable(),
  readAt: z.iso.datetime(),
});

/** Every event the server sends to agents, by name. */
export const realtimeEventSchemas = {
  presence: presenceEventSchema,
  'organization.updated': organizationUpdatedEventSchema,
  'member.updated': memberUpdatedEventSchema,
  'channel.updated': channelUpdatedEventSchema,
  notification: notificationEventSchema,
  'session.ended': sessionEndedEventSchema,
  'conversation.created': conversationEventSchema,
  'conversation.updated': conversationEventSchema,
  'message.created': messageCreatedEventSchema,
  typing: typingEventSchema,
  'conversation.read': conversationReadEventSchema,
} as const;

export type RealtimeEventName = keyof typeof realtimeEventSchemas;
export type RealtimeEventPayload<K extends RealtimeEventName> = z.infer<(typeof realtimeEventSchemas)[K]>;

/** Socket.IO's typed-events map for both ends: `Server<…, ServerToClientEvents>`, `Socket<ServerToClientEvents>`. */
export type ServerToClientEvents = {
  [K in RealtimeEventName]: (payload: RealtimeEventPayload<K>) => void;
};

/** What agents send: typing in a conversation they may see (others in its channel room hear it). */
export const agentTypingSchema = z.object({ conversationOid: idSchema, typing: z.boolean() });

/** Socket.IO's map of what an agent's socket may send. */
export type AgentToServerEvents = {
  typing: (payload: z.infer<typeof agentTypingSchema>) => void;
};

/* ───────────── Visitors (widget, /chat, customers' apps): namespace `/visitor` on the same path ───────────── */

export const VISITOR_NAMESPACE = '/visitor';

/** What a visitor sends in the handshake's `auth`. */
export const visitorRealtimeAuthSchema = z.object({ publicKey: z.string().min(1), token: z.string().min(1) });
export type VisitorRealtimeAuth = z.infer<typeof visitorRealtimeAuthSchema>;

/** What a visitor sends: typing in its current conversation. */
export const visitorTypingSchema = z.object({ typing: z.boolean() });

/** A message the customer may see (never a note) was stored in the visitor's conversation. */
export const visitorMessageCreatedEventSchema = z.object({
  conversationOid: idSchema,
  interaction: interactionSchema,
});

/** An agent is typing; `name` is the agent's first name. */
export const visitorTypingEventSchema = z.object({
  conversationOid: idSchema,
  typing: z.boolean(),
  name: z.string().nullable(),
});

/** An agent read the conversation up to `readAt`. */
export const visitorReadEventSchema = z.object({ conversationOid: idSchema, readAt: z.iso.datetime() });

/** The conversation's status or assignee changed: refetch `/developer/conversation/chat`. */
export const visitorConversationEventSchema = z.object({ conversationOid: idSchema });

export const visitorRealtimeEventSchemas = {
  'message.created': visitorMessageCreatedEventSchema,
  typing: visitorTypingEventSchema,
  'conversation.read': visitorReadEventSchema,
  'conversation.updated': visitorConversationEventSchema,
} as const;

export type VisitorRealtimeEventName = keyof typeof visitorRealtimeEventSchemas;
export type VisitorRealtimeEventPayload<K extends VisitorRealtimeEventName> = z.infer<
  (typeof visitorRealtimeEventSchemas)[K]
>;
export type ServerToVisitorEvents = {
  [K in VisitorRealtimeEventName]: (payload: VisitorRealtimeEventPayload<K>) => void;
};
export type VisitorToServerEvents = {
  typing: (payload: z.infer<typeof visitorTypingSchema>) => void;
};

/** `GET /organization/user/online?channelOid=`: only members who may see that channel. */
export const onlineMembersQuerySchema = z.object({ channelOid: idSchema.optional() });
export type OnlineMembersQuery = z.infer<typeof onlineMembersQuerySchema>;

export const onlineMemberSchema = z.object({ userOid: idSchema }).meta({ id: 'OnlineMember' });
export type OnlineMember = z.infer<typeof onlineMemberSchema>;
