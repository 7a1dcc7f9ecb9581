import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { createQueryClient } from './query-client';

describe('query client', () => {
  it('reports a 401 from any query, so an expired session sends the user to the login page', async () => {
    const onUnauthorized = vi.fn();
    const queryClient = createQueryClient({ onUnauthorized });
    const expired = new ApiError(401, { code: '401', message: 'expired', reason: 'auth.session_expired' });
    await expect(
      queryClient.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(expired) }),
    ).rejects.toBe(expired);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not retry 4xx answers and ignores errors other than 401', async () => {
    const onUnauthorized = vi.fn();
    const queryClient = createQueryClient({ onUnauthorized });
    const queryFn = vi.fn(() => Promise.reject(new ApiError(404, { code: '404', message: 'gone' })));
    await expect(queryClient.fetchQuery({ queryKey: ['y'], queryFn })).rejects.toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
