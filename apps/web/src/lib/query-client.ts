import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

export type QueryClientOptions = {
  /** Called when any query answers 401: the token expired or was revoked while the app was open. */
  onUnauthorized?: () => void;
};

export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isApiError(error, 401)) onUnauthorized?.();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // 4xx answers will not change on retry; only flaky network or 5xx deserve another attempt.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
