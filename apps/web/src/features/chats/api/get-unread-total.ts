import { queryOptions, useQuery } from '@tanstack/react-query';
import { getConversations } from './get-conversations';
import { chatKeys } from './keys';

/** The most conversations the count looks at; beyond that the agent has more pressing problems. */
const COUNTED = 100;

/**
 * Unread customer messages of the conversations waiting for this agent: its own and the unassigned
 * ones. Others' conversations are theirs to read, so they do not count.
 */
export async function getUnreadTotal(): Promise<number> {
  const [mine, waiting] = await Promise.all([
    getConversations({ status: 'active', assigneeOid: 'me' }, undefined, COUNTED),
    getConversations({ status: 'new' }, undefined, COUNTED),
  ]);
  return [...mine.items, ...waiting.items].reduce((sum, item) => sum + item.unreadCount, 0);
}

export const unreadTotalQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.unread(), queryFn: getUnreadTotal });

export function useUnreadTotal() {
  return useQuery(unreadTotalQueryOptions()).data ?? 0;
}
