import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/executor.js';
import { users } from '../auth/auth.table.js';
import { channels } from '../channels/channels.table.js';
import { conversations } from '../conversations/conversations.table.js';
import { organizations } from '../organizations/organizations.table.js';

/*
 * Reads and writes of the client API (`/developer/*`). Visitors reach the organization through its
 * public key; every query below is still scoped by the organization id that key resolved to.
 */

export type ClientChannelRow = {
  organizationId: string;
  organizationName: string;
  organizationImageUrl: string | null;
  channel: typeof channels.$inferSelect | null;
};

/**
 * The organization behind a public key and, in the same statement, one of its live channels (null
 * when the channel is unknown, deleted or another organization's). Undefined for an unknown key.
 */
export async function findClientChannel(
  db: DbExecutor,
  { publicKey, channelId }: { publicKey: string; channelId: string | null },
): Promise<ClientChannelRow | undefined> {
  const [row] = await db
    .select({
      organizationId: organizations.id,
      organizationName: organizations.name,
      organizationImageUrl: organizations.imageUrl,
      channel: channels,
    })
    .from(organizations)
    .leftJoin(
      channels,
      and(
        eq(channels.organizationId, organizations.id),
        // A malformed id must not reach the uuid comparison; the caller validated it already.
        channelId ? eq(channels.id, channelId) : sql`false`,
        isNull(channels.deletedAt),
      ),
    )
    .where(eq(organizations.publicKey, publicKey));
  return row;
}

/** The visitor's latest conversation on the channel (there is at most one open), with its agent. */
export async function findVisitorConversation(
  db: DbExecutor,
  {
    organizationId,
    channelId,
    contactId,
    conversationId,
  }: { organizationId: string; channelId: string; contactId: string; conversationId?: string },
) {
  const [row] = await db
    .select({
      id: conversations.id,
      channelId: conversations.channelId,
      status: conversations.status,
      agentLastReadAt: conversations.agentLastReadAt,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
      assigneeId: conversations.assigneeId,
      assigneeFirstName: users.firstName,
      assigneeLastName: users.lastName,
      assigneeAvatarUrl: users.avatarUrl,
    })
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.assigneeId))
    .where(
      and(
        eq(conversations.organizationId, organizationId),
        eq(conversations.channelId, channelId),
        eq(conversations.contactId, contactId),
        conversationId ? eq(conversations.id, conversationId) : undefined,
      ),
    )
    .orderBy(desc(conversations.createdAt))
    .limit(1);
  return row;
}
export type VisitorConversationRow = NonNullable<Awaited<ReturnType<typeof findVisitorConversation>>>;
