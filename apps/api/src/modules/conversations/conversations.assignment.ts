import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app.js';
import type { DbExecutor } from '../../platform/db/executor.js';
import { organizationMembers } from '../organizations/organizations.table.js';
import { lockConversation, updateConversation } from './conversations.repository.js';
import { assignmentCursors } from './conversations.table.js';

type AssignmentDeps = Pick<AppDeps, 'database' | 'events' | 'realtime' | 'now'>;

/** Who takes the next conversation: the first candidate after the last one chosen, wrapping around. */
export function nextInRotation(candidates: string[], lastUserId: string | null): string | null {
  if (candidates.length === 0) return null;
  const sorted = [...candidates].sort();
  return sorted.find((userId) => lastUserId !== null && userId > lastUserId) ?? sorted[0]!;
}

/*
 * Reads organization_members directly (primary flag and channel list of the online members): one
 * query on the hot path of every new conversation rather than a member list built for the API.
 */
async function primaryMembersWithChannel(
  db: DbExecutor,
  { organizationId, channelId, userIds }: { organizationId: string; channelId: string; userIds: string[] },
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: organizationMembers.userId,
      role: organizationMembers.role,
      channels: organizationMembers.channels,
    })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.primary, true),
        inArray(organizationMembers.userId, userIds),
      ),
    );
  return rows
    .filter((row) => row.role !== 'USER' || row.channels.includes(channelId))
    .map((row) => row.userId);
}

/**
 * Round-robin among the online primary members who may see the channel. The last choice per channel
 * lives in the database under a row lock, so instances assigning at once still take turns; with
 * nobody online the conversation stays `new`. A conversation someone took meanwhile is left alone.
 */
export async function autoAssign(
  deps: AssignmentDeps,
  {
    organizationId,
    conversationId,
    channelId,
  }: { organizationId: string; conversationId: string; channelId: string },
): Promise<string | null> {
  const online = await deps.realtime.listOnline(organizationId);
  const candidates = await primaryMembersWithChannel(deps.database.db, {
    organizationId,
    channelId,
    userIds: online,
  });
  if (candidates.length === 0) return null;
  const assigneeId = await deps.database.db.transaction(async (tx) => {
    const now = deps.now();
    const conversation = await lockConversation(tx, { organizationId, conversationId });
    if (!conversation || conversation.status !== 'new' || conversation.assigneeId) return null;
    const [cursor] = await tx
      .select({ lastUserId: assignmentCursors.lastUserId })
      .from(assignmentCursors)
      .where(
        and(eq(assignmentCursors.organizationId, organizationId), eq(assignmentCursors.channelId, channelId)),
      )
      .for('update');
    const chosen = nextInRotation(candidates, cursor?.lastUserId ?? null)!;
    await tx
      .insert(assignmentCursors)
      .values({ organizationId, channelId, lastUserId: chosen, updatedAt: now })
      .onConflictDoUpdate({
        target: assignmentCursors.channelId,
        set: { lastUserId: chosen, updatedAt: now },
      });
    await updateConversation(tx, {
      organizationId,
      conversationId,
      changes: { assigneeId: chosen, status: 'active', updatedAt: now },
    });
    return chosen;
  });
  if (assigneeId) deps.events.emit('conversation.updated', { organizationId, conversationId, channelId });
  return assigneeId;
}

/** New conversations go to the rotation right after they are committed. Answers the unsubscribe. */
export function registerAutoAssignment(deps: AssignmentDeps) {
  return deps.events.on('conversation.created', (event) => autoAssign(deps, event).then(() => undefined));
}
