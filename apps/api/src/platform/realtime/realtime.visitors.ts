import {
  TYPING_TTL_MS,
  VISITOR_NAMESPACE,
  visitorRealtimeAuthSchema,
  visitorTypingSchema,
  type Language,
  type ServerToVisitorEvents,
  type VisitorToServerEvents,
} from '@charla/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Server } from 'socket.io';
import type { AppDeps } from '../../app.js';
import { findVisitorConversation } from '../../modules/developers/developers.client.repository.js';
import { authenticateClient } from '../../modules/developers/developers.client.service.js';
import { isAppError } from '../errors.js';
import type { VisitorAuth } from '../route-config.js';
import { RealtimeConnectRefused } from './realtime.auth.js';
import { visitorContactRoom, visitorRoom } from './rooms.js';

/** What the server keeps on each visitor socket. */
export type VisitorSocketData = VisitorAuth & { conversationId: string | null };

export type VisitorNamespace = Namespace<
  VisitorToServerEvents,
  ServerToVisitorEvents,
  Record<string, never>,
  VisitorSocketData
>;

/** A visitor who holds a key down sends at most this many typing events. */
const TYPING_MIN_INTERVAL_MS = 1000;

/**
 * Visitors (widget, /chat, customers' apps) connect to the `/visitor` namespace with the public key
 * and their visitor token; they join their conversation's room and only ever hear what the
 * customer may see. Agents' rooms live in the default namespace, so the two never mix.
 */
export function registerVisitorNamespace({
  io,
  deps,
  log,
  languageOf,
  onTyping,
}: {
  io: Server;
  deps: Pick<AppDeps, 'config' | 'database' | 'now'>;
  log: FastifyBaseLogger;
  languageOf: (headers: Record<string, string | string[] | undefined>) => Language;
  onTyping: (visitor: VisitorSocketData, typing: boolean) => void;
}): VisitorNamespace {
  const namespace = io.of(VISITOR_NAMESPACE) as unknown as VisitorNamespace;

  namespace.use((socket, next) => {
    const language = languageOf(socket.handshake.headers);
    const parsed = visitorRealtimeAuthSchema.safeParse(socket.handshake.auth);
    if (!parsed.success) return next(new RealtimeConnectRefused('developers.invalid_visitor', language));
    const { publicKey, token } = parsed.data;
    authenticateClient(deps, { publicKey, token, requireVisitor: true })
      .then(async ({ visitor }) => {
        if (!visitor || (visitor.isIdentityRequired && !visitor.isVerified)) {
          throw new RealtimeConnectRefused('developers.invalid_visitor', language);
        }
        const conversation = await findVisitorConversation(deps.database.db, visitor);
        socket.data = { ...visitor, conversationId: conversation?.id ?? null };
        next();
      })
      .catch((err: unknown) => {
        if (err instanceof RealtimeConnectRefused) return next(err);
        if (isAppError(err)) return next(new RealtimeConnectRefused(err.reason, language));
        log.error({ err }, 'visitor socket authentication failed');
        next(new RealtimeConnectRefused('common.unavailable', language));
      });
  });

  namespace.on('connection', (socket) => {
    const { contactId, channelId, conversationId } = socket.data;
    void socket.join([
      visitorContactRoom(contactId, channelId),
      ...(conversationId ? [visitorRoom(conversationId)] : []),
    ]);
    let lastTypingAt = 0;
    let typingTimer: NodeJS.Timeout | null = null;
    const stopTyping = () => {
      if (typingTimer) clearTimeout(typingTimer);
      typingTimer = null;
    };
    socket.on('typing', (payload) => {
      const parsed = visitorTypingSchema.safeParse(payload);
      if (!parsed.success) return;
      if (!socket.data.conversationId) {
        // Its first message may have opened the conversation on another instance.
        const { organizationId, channelId, contactId } = socket.data;
        void findVisitorConversation(deps.database.db, { organizationId, channelId, contactId }).then(
          (conversation) => {
            if (conversation) socket.data.conversationId = conversation.id;
          },
        );
        return;
      }
      const now = Date.now();
      if (parsed.data.typing && now - lastTypingAt < TYPING_MIN_INTERVAL_MS) return;
      lastTypingAt = parsed.data.typing ? now : 0;
      onTyping(socket.data, parsed.data.typing);
      // A visitor who vanishes mid-sentence stops "typing" for the agents too.
      stopTyping();
      if (parsed.data.typing) {
        typingTimer = setTimeout(() => onTyping(socket.data, false), TYPING_TTL_MS).unref();
      }
    });
    socket.on('disconnect', stopTyping);
  });

  return namespace;
}

/**
 * Puts a visitor's sockets (on every instance) into the room of the conversation it just opened. This
 * instance's sockets join at once, so the event that follows reaches them; with the Redis adapter the
 * other instances join when the request reaches them, which a visitor's refetch on reconnect covers.
 */
export function joinVisitorConversation(
  namespace: VisitorNamespace,
  { contactId, channelId, conversationId }: { contactId: string; channelId: string; conversationId: string },
) {
  for (const socket of namespace.sockets.values()) {
    if (socket.data.contactId === contactId && socket.data.channelId === channelId) {
      socket.data.conversationId = conversationId;
      void socket.join(visitorRoom(conversationId));
    }
  }
  namespace.in(visitorContactRoom(contactId, channelId)).socketsJoin(visitorRoom(conversationId));
}
