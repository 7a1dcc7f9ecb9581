import type { Attachment, ConversationStatus } from '@charla/contracts';
import { and, desc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/executor.js';
import { users } from '../auth/auth.table.js';
import { channels } from '../channels/channels.table.js';
import { contacts } from '../contacts/contacts.table.js';
import type { Keyset } from './conversations.cursor.js';
import {
  conversationReads,
  conversations,
  interactions,
  type ConversationRow,
  type InteractionRow,
} from './conversations.table.js';

/*
 * The inbox joins channels, contacts and users on purpose: a page answers in one statement whatever
 * its size, which calls into those modules per row could not do. Nothing here writes their tables.
 */

export type ConversationFilter = {
  organizationId: string;
  /** Null when the caller sees every channel (ADMIN, OWNER, secret key). */
  channelIds: string[] | null;
  /** The caller, for `assigneeOid=me` and its unread counts; null for secret-key calls. */
  userId: string | null;
  statuses: ConversationStatus[] | null;
  assignee: 'none' | string | null;
  channelId: string | null;
  contactId?: string | null;
  q: string | null;
  from: Date | null;
  to: Date | null;
};

export type ConversationListRow = ConversationRow & {
  channelName: string;
  channelType: string;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  assigneeFirstName: string | null;
  assigneeLastName: string | null;
  assigneeAvatarUrl: string | null;
  unreadCount: number;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterConditions(filter: ConversationFilter): SQL[] {
  const conditions: (SQL | undefined)[] = [eq(conversations.organizationId, filter.organizationId)];
  if (filter.channelIds) {
    conditions.push(
      filter.channelIds.length > 0 ? inArray(conversations.channelId, filter.channelIds) : sql`false`,
    );
  }
  if (filter.statuses) conditions.push(inArray(conversations.status, filter.statuses));
  if (filter.assignee === 'none') conditions.push(isNull(conversations.assigneeId));
  else if (filter.assignee) conditions.push(eq(conversations.assigneeId, filter.assignee));
  if (filter.channelId) conditions.push(eq(conversations.channelId, filter.channelId));
  if (filter.contactId) conditions.push(eq(conversations.contactId, filter.contactId));
  if (filter.from) conditions.push(sql`${conversations.createdAt} >= ${filter.from}`);
  if (filter.to) conditions.push(sql`${conversations.createdAt} < ${filter.to}`);
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(
        ilike(contacts.name, pattern),
        ilike(contacts.email, pattern),
        ilike(contacts.phone, pattern),
        ilike(conversations.lastMessagePreview, pattern),
      ),
    );
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** One page of conversations, newest activity first, with everything a list item shows: one statement. */
export async function listConversationRows(
  db: DbExecutor,
  { filter, after, limit }: { filter: ConversationFilter; after: Keyset | null; limit: number },
): Promise<ConversationListRow[]> {
  const conditions = filterConditions(filter);
  if (after) {
    conditions.push(sql`(${conversations.lastMessageAt}, ${conversations.id}) < (${after.at}, ${after.id})`);
  }
  return selectConversations(db, filter.userId)
    .where(and(...conditions))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit);
}

export async function findConversationRow(
  db: DbExecutor,
  {
    organizationId,
    conversationId,
    userId,
  }: { organizationId: string; conversationId: string; userId: string | null },
): Promise<ConversationListRow | undefined> {
  const [row] = await selectConversations(db, userId).where(
    and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)),
  );
  return row;
}

function selectConversations(db: DbExecutor, userId: string | null) {
  // Customer messages after the caller's last read; with no read yet, every one of them.
  const lastRead = userId
    ? sql`(select ${conversationReads.lastReadAt} from ${conversationReads}
          where ${conversationReads.conversationId} = ${conversations.id} and ${conversationReads.userId} = ${userId})`
    : sql`null`;
  const unreadCount = sql<number>`(select count(*)::int from ${interactions}
      where ${interactions.conversationId} = ${conversations.id} and ${interactions.direction} = 'in'
      and ${interactions.createdAt} > coalesce(${lastRead}, '-infinity'::timestamptz))`;
  return db
    .select({
      id: conversations.id,
      organizationId: conversations.organizationId,
      channelId: conversations.channelId,
      contactId: conversations.contactId,
      status: conversations.status,
      assigneeId: conversations.assigneeId,
      lastMessageAt: conversations.lastMessageAt,
      lastMessagePreview: conversations.lastMessagePreview,
      createdAt: conversations.createdAt,
      updatedAt: conversations.updatedAt,
      closedAt: conversations.closedAt,
      contactLastReadAt: conversations.contactLastReadAt,
      agentLastReadAt: conversations.agentLastReadAt,
      channelName: channels.name,
      channelType: channels.type,
      contactName: contacts.name,
      contactEmail: contacts.email,
      contactPhone: contacts.phone,
      assigneeFirstName: users.firstName,
      assigneeLastName: users.lastName,
      assigneeAvatarUrl: users.avatarUrl,
      unreadCount,
    })
    .from(conversations)
    .innerJoin(channels, eq(channels.id, conversations.channelId))
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .leftJoin(users, eq(users.id, conversations.assigneeId));
}

/** The contact's most recent conversation on the channel, locked until the transaction ends. */
export async function lockLatestConversation(
  db: DbExecutor,
  { organizationId, channelId, contactId }: { organizationId: string; channelId: string; contactId: string },
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.organizationId, organizationId),
        eq(conversations.channelId, channelId),
        eq(conversations.contactId, contactId),
      ),
    )
    .orderBy(desc(conversations.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function lockConversation(
  db: DbExecutor,
  { organizationId, conversationId }: { organizationId: string; conversationId: string },
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)))
    .for('update');
  return row;
}

export async function insertConversation(
  db: DbExecutor,
  values: { organizationId: string; channelId: string; contactId: string; now: Date },
): Promise<ConversationRow> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(conversations)
    .values({ ...rest, status: 'new', lastMessageAt: now, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateConversation(
  db: DbExecutor,
  {
    organizationId,
    conversationId,
    changes,
  }: {
    organizationId: string;
    conversationId: string;
    changes: Partial<
      Pick<
        ConversationRow,
        'status' | 'assigneeId' | 'lastMessageAt' | 'lastMessagePreview' | 'closedAt' | 'updatedAt'
      >
    >;
  },
): Promise<ConversationRow> {
  const [row] = await db
    .update(conversations)
    .set(changes)
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)))
    .returning();
  return row!;
}

export type NewInteraction = {
  organizationId: string;
  conversationId: string;
  direction: InteractionRow['direction'];
  senderType: InteractionRow['senderType'];
  senderUserId: string | null;
  kind: InteractionRow['kind'];
  text: string | null;
  attachments: Attachment[];
  clientId: string | null;
  createdAt: Date;
};

export async function insertInteraction(db: DbExecutor, values: NewInteraction): Promise<InteractionRow> {
  const [row] = await db.insert(interactions).values(values).returning();
  return row!;
}

/**
 * Stores a message unless its clientId is already stored in the conversation; then nothing is written
 * and the answer is undefined. One statement instead of a lookup and an insert on the hot path.
 */
export async function insertInteractionOnce(
  db: DbExecutor,
  values: NewInteraction,
): Promise<InteractionRow | undefined> {
  const [row] = await db
    .insert(interactions)
    .values(values)
    .onConflictDoNothing({
      target: [interactions.conversationId, interactions.clientId],
      where: sql`client_id is not null`,
    })
    .returning();
  return row;
}

export async function findInteractionByClientId(
  db: DbExecutor,
  {
    organizationId,
    conversationId,
    clientId,
  }: { organizationId: string; conversationId: string; clientId: string },
): Promise<InteractionRow | undefined> {
  const [row] = await db
    .select()
    .from(interactions)
    .where(
      and(
        eq(interactions.organizationId, organizationId),
        eq(interactions.conversationId, conversationId),
        eq(interactions.clientId, clientId),
      ),
    );
  return row;
}

export type InteractionListRow = InteractionRow & {
  senderFirstName: string | null;
  senderLastName: string | null;
  senderAvatarUrl: string | null;
};

/** A page of the timeline, newest first. */
export async function listInteractionRows(
  db: DbExecutor,
  {
    organizationId,
    conversationId,
    after,
    limit,
    withoutNotes = false,
  }: {
    organizationId: string;
    conversationId: string;
    after: Keyset | null;
    limit: number;
    /** The customer's view: internal notes are left out. */
    withoutNotes?: boolean;
  },
): Promise<InteractionListRow[]> {
  const conditions = [
    eq(interactions.organizationId, organizationId),
    eq(interactions.conversationId, conversationId),
  ];
  if (withoutNotes) conditions.push(ne(interactions.kind, 'note'));
  if (after)
    conditions.push(sql`(${interactions.createdAt}, ${interactions.id}) < (${after.at}, ${after.id})`);
  const rows = await db
    .select({
      interaction: interactions,
      senderFirstName: users.firstName,
      senderLastName: users.lastName,
      senderAvatarUrl: users.avatarUrl,
    })
    .from(interactions)
    .leftJoin(users, eq(users.id, interactions.senderUserId))
    .where(and(...conditions))
    .orderBy(desc(interactions.createdAt), desc(interactions.id))
    .limit(limit);
  return rows.map(({ interaction, ...sender }) => ({ ...interaction, ...sender }));
}

export async function saveRead(
  db: DbExecutor,
  values: { organizationId: string; conversationId: string; userId: string; lastReadAt: Date },
): Promise<void> {
  await db
    .insert(conversationReads)
    .values(values)
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { lastReadAt: values.lastReadAt },
      // A late, older read never moves the mark back.
      setWhere: gt(sql`excluded.last_read_at`, conversationReads.lastReadAt),
    });
}

/** Open (new or active) conversations assigned to each of the users. */
export async function countOpenAssigned(
  db: DbExecutor,
  { organizationId, userIds }: { organizationId: string; userIds: string[] },
): Promise<{ userId: string; count: number }[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: conversations.assigneeId, count: sql<number>`count(*)::int` })
    .from(conversations)
    .where(
      and(
        eq(conversations.organizationId, organizationId),
        inArray(conversations.status, ['new', 'active']),
        inArray(conversations.assigneeId, userIds),
      ),
    )
    .groupBy(conversations.assigneeId);
  return rows.flatMap((row) => (row.userId ? [{ userId: row.userId, count: row.count }] : []));
}

export async function findInteractionRow(
  db: DbExecutor,
  { organizationId, interactionId }: { organizationId: string; interactionId: string },
): Promise<InteractionListRow | undefined> {
  const [row] = await db
    .select({
      interaction: interactions,
      senderFirstName: users.firstName,
      senderLastName: users.lastName,
      senderAvatarUrl: users.avatarUrl,
    })
    .from(interactions)
    .leftJoin(users, eq(users.id, interactions.senderUserId))
    .where(and(eq(interactions.organizationId, organizationId), eq(interactions.id, interactionId)));
  return row && { ...row.interaction, ...row };
}

/** Moves the customer's or the agents' read mark forward (never back: reads can arrive out of order). */
export async function moveReadMark(
  db: DbExecutor,
  {
    organizationId,
    conversationId,
    reader,
    readAt,
  }: { organizationId: string; conversationId: string; reader: 'contact' | 'user'; readAt: Date },
): Promise<void> {
  const column = reader === 'contact' ? conversations.contactLastReadAt : conversations.agentLastReadAt;
  await db
    .update(conversations)
    .set(
      reader === 'contact'
        ? { contactLastReadAt: sql`greatest(${column}, ${readAt})` }
        : { agentLastReadAt: sql`greatest(${column}, ${readAt})` },
    )
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)));
}
