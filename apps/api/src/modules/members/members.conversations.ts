import type { AppDeps } from '../../app.js';
import { countOpenAssigned } from '../conversations/conversations.repository.js';

/** Open (new or active) conversations assigned to each member, for `GET /organization/user?getConversations=true`. */
export async function countOpenAssignedConversations(
  { database }: Pick<AppDeps, 'database'>,
  { organizationId, userIds }: { organizationId: string; userIds: string[] },
): Promise<Map<string, number>> {
  const counts = await countOpenAssigned(database.db, { organizationId, userIds });
  return new Map(userIds.map((userId) => [userId, counts.find((row) => row.userId === userId)?.count ?? 0]));
}
