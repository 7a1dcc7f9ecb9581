import type { User } from '@charla/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../api';

export const sessionQueryKey = ['user', 'session'] as const;

export function getSession(): Promise<User> {
  return apiRequest<User>('/user/session');
}

export const sessionQueryOptions = () => queryOptions({ queryKey: sessionQueryKey, queryFn: getSession });

/** The signed-in user; admin routes load it before rendering, so it is always there below them. */
export function useSession() {
  return useSuspenseQuery(sessionQueryOptions());
}
