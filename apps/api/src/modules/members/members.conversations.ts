import type { AppDeps } from '../../app.js';

/**
 * Open conversations assigned to each member, for `GET /organization/user?getConversations=true`.
 * Conversations do not exist yet, so every member has none; the conversations issue replaces this
 * body with one grouped count over its table (status not closed, assignee in `userIds`).
 */
export async function countOpenAssignedConversations(
  _deps: Pick<AppDeps, 'database'>,
  { userIds }: { organizationId: string; userIds: string[] },
): Promise<Map<string, number>> {
  return new Map(userIds.map((userId) => [userId, 0]));
}
