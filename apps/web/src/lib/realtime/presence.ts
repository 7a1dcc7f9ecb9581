import type { OnlineMember } from '@charla/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../api';
import { useSession } from '../session/get-session';

export const presenceQueryKey = (organizationOid: string) => ['presence', organizationOid] as const;

export function getOnlineMembers(): Promise<OnlineMember[]> {
  return apiRequest<OnlineMember[]>('/organization/user/online');
}

/** Kept current by `presence` events and refetched after a reconnect, so it never goes stale by time. */
export const presenceQueryOptions = (organizationOid: string) =>
  queryOptions({
    queryKey: presenceQueryKey(organizationOid),
    queryFn: getOnlineMembers,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Applies a `presence` event to the cached list; before the first fetch there is nothing to patch. */
export function patchPresence(
  queryClient: QueryClient,
  organizationOid: string,
  { userOid, online }: { userOid: string; online: boolean },
): void {
  queryClient.setQueryData<OnlineMember[]>(presenceQueryKey(organizationOid), (members) => {
    if (!members) return members;
    const others = members.filter((member) => member.userOid !== userOid);
    return online ? [...others, { userOid }] : others;
  });
}

export type OnlineMembers = { isOnline: (userOid: string) => boolean; onlineUserOids: string[] };

/** Who of the current organization is online now (a socket open in any tab, on any instance). */
export function useOnlineMembers(): OnlineMembers {
  const { data: user } = useSession();
  const { data } = useQuery(presenceQueryOptions(user.organizationOid));
  return useMemo(() => {
    const online = new Set(data?.map((member) => member.userOid));
    return { isOnline: (userOid) => online.has(userOid), onlineUserOids: [...online] };
  }, [data]);
}
