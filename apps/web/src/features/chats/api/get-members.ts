import type { OrganizationUser } from '@charla/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { chatKeys } from './keys';

/** Members who may see the channel: the only ones a conversation on it can be assigned to. */
export function getChannelMembers(channelOid: string): Promise<OrganizationUser[]> {
  return apiRequest<OrganizationUser[]>('/organization/user', { query: { channelOid } });
}

export function useChannelMembers(channelOid: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: chatKeys.members(channelOid),
      queryFn: () => getChannelMembers(channelOid),
      select: (members) => members.filter((member) => member.status === 'active'),
      enabled: isEnabled,
    }),
  );
}
