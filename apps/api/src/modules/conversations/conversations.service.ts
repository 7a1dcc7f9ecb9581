import type {
  AssignConversationBody,
  Conversation,
  InteractionsQuery,
  ListConversationsQuery,
} from '@charla/contracts';
import type { AppDeps } from '../../app.js';
import type { RequestAuth } from '../../platform/route-config.js';
import { getMembership } from '../organizations/organizations.service.js';
import { assertVisible, viewerOf, type Viewer } from './conversations.access.js';
import { decodeCursor, toPage } from './conversations.cursor.js';
import { conversationEntity, interactionEntity } from './conversations.entity.js';
import { assigneeNotAllowed } from './conversations.errors.js';
import {
  findConversationRow,
  listConversationRows,
  listInteractionRows,
  lockConversation,
  moveReadMark,
  saveRead,
  updateConversation,
  type ConversationFilter,
} from './conversations.repository.js';
import type { ConversationRow } from './conversations.table.js';

type Deps = Pick<AppDeps, 'database' | 'now' | 'events'>;

/** The inbox: open conversations (or one status) the caller may see, newest activity first. */
export async function listConversations(deps: Deps, auth: RequestAuth, query: ListConversationsQuery) {
  const viewer = await viewerOf(deps, auth);
  const after = decodeCursor(query.cursor);
  const filter: ConversationFilter = {
    organizationId: viewer.organizationId,
    channelIds: viewer.channelIds,
    userId: viewer.userId,
    statuses: query.status ? [query.status] : ['bot', 'new', 'active'],
    assignee: assigneeFilter(viewer, query.assigneeOid),
    channelId: query.channelOid ?? null,
    q: query.q ?? null,
    from: null,
    to: null,
  };
  const rows = await listConversationRows(deps.database.db, { filter, after, limit: query.limit + 1 });
  return toPage(rows, query.limit, (row) => ({ at: row.lastMessageAt, id: row.id }), conversationEntity);
}

/** `me` without a person behind the call (secret key) matches nobody rather than everybody. */
export function assigneeFilter(viewer: Viewer, assigneeOid: string | undefined) {
  if (assigneeOid !== 'me') return assigneeOid ?? null;
  return viewer.userId ?? '00000000-0000-0000-0000-000000000000';
}

async function visibleConversation(deps: Deps, viewer: Viewer, conversationId: string) {
  const row = await findConversationRow(deps.database.db, {
    organizationId: viewer.organizationId,
    conversationId,
    userId: viewer.userId,
  });
  return assertVisible(viewer, row);
}

export async function getConversation(deps: Deps, auth: RequestAuth, conversationId: string) {
  const viewer = await viewerOf(deps, auth);
  return conversationEntity(await visibleConversation(deps, viewer, conversationId));
}

/** The timeline, newest first, notes included (agents only ever read it here). */
export async function listInteractions(
  deps: Deps,
  auth: RequestAuth,
  { conversationId, query }: { conversationId: string; query: InteractionsQuery },
) {
  const viewer = await viewerOf(deps, auth);
  await visibleConversation(deps, viewer, conversationId);
  const rows = await listInteractionRows(deps.database.db, {
    organizationId: viewer.organizationId,
    conversationId,
    after: decodeCursor(query.cursor),
    limit: query.limit + 1,
  });
  return toPage(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }), interactionEntity);
}

/** Changes a conversation the caller may see under a row lock, then tells everyone after commit. */
async function changeConversation(
  deps: Deps,
  auth: RequestAuth,
  {
    conversationId,
    change,
  }: {
    conversationId: string;
    change: (row: ConversationRow) => Promise<Parameters<typeof updateConversation>[1]['changes'] | null>;
  },
): Promise<Conversation> {
  const viewer = await viewerOf(deps, auth);
  const { organizationId } = viewer;
  const changed = await deps.database.db.transaction(async (tx) => {
    const row = assertVisible(viewer, await lockConversation(tx, { organizationId, conversationId }));
    const changes = await change(row);
    if (!changes) return null;
    return updateConversation(tx, {
      organizationId,
      conversationId,
      changes: { ...changes, updatedAt: deps.now() },
    });
  });
  if (changed) {
    deps.events.emit('conversation.updated', {
      organizationId,
      conversationId,
      channelId: changed.channelId,
    });
  }
  return conversationEntity(await visibleConversation(deps, viewer, conversationId));
}

/**
 * Assigns to a member who may see the channel (the conversation becomes `active`, reopening it if
 * closed) or, with null, puts it back unassigned as `new`.
 */
export async function assignConversation(
  deps: Deps,
  auth: RequestAuth,
  { conversationId, body }: { conversationId: string; body: AssignConversationBody },
) {
  // Read before the transaction: on the embedded database the transaction holds the only connection.
  const assignee = body.userOid
    ? await getMembership(deps, { organizationId: auth.organizationId, userId: body.userOid })
    : null;
  return changeConversation(deps, auth, {
    conversationId,
    change: async (row) => {
      if (!body.userOid) return { assigneeId: null, status: row.status === 'closed' ? 'closed' : 'new' };
      if (!assignee || (assignee.role === 'USER' && !assignee.channels.includes(row.channelId))) {
        throw assigneeNotAllowed();
      }
      return { assigneeId: body.userOid, status: 'active', closedAt: null };
    },
  });
}

/** Closing twice is harmless: the second call changes nothing and emits nothing. */
export async function closeConversation(
  deps: Deps,
  auth: RequestAuth,
  { conversationId }: { conversationId: string },
) {
  return changeConversation(deps, auth, {
    conversationId,
    change: async (row) => (row.status === 'closed' ? null : { status: 'closed', closedAt: deps.now() }),
  });
}

/**
 * Reopens a closed conversation for the calling agent: assigned to the caller (`active`), or `new`
 * when no person is behind the call (secret key). An open conversation is answered unchanged.
 */
export async function reopenConversation(
  deps: Deps,
  auth: RequestAuth,
  { conversationId }: { conversationId: string },
) {
  return changeConversation(deps, auth, {
    conversationId,
    change: async (row) => {
      if (row.status !== 'closed') return null;
      return auth.userId
        ? { status: 'active', assigneeId: auth.userId, closedAt: null }
        : { status: 'new', assigneeId: null, closedAt: null };
    },
  });
}

/**
 * Marks every message so far as read by the calling agent (its unread count) and moves the
 * conversation's agent read mark, which the customer sees as "read". A secret-key call has nobody to mark.
 */
export async function markRead(
  deps: Deps,
  auth: RequestAuth,
  { conversationId }: { conversationId: string },
) {
  const viewer = await viewerOf(deps, auth);
  const conversation = await visibleConversation(deps, viewer, conversationId);
  if (viewer.userId) {
    const readAt = deps.now();
    const { organizationId, userId } = viewer;
    await deps.database.db.transaction(async (tx) => {
      await saveRead(tx, { organizationId, conversationId, userId, lastReadAt: readAt });
      await moveReadMark(tx, { organizationId, conversationId, reader: 'user', readAt });
    });
    deps.events.emit('conversation.read', {
      organizationId,
      conversationId,
      channelId: conversation.channelId,
      reader: 'user',
      userId,
      readAt,
    });
  }
  return { ok: true as const };
}
