import type { RedisClient } from '../realtime/redis.js';
import type { FailureStore } from './failure-store.js';

/**
 * Counts a hit in a window that starts at the key's first hit. The window end is kept in the app's
 * clock (so it behaves exactly like the in-memory store); Redis' own TTL, a minute longer, only
 * collects keys nobody touches again.
 */
const HIT = `
local expiresAt = tonumber(redis.call('HGET', KEYS[1], 'expiresAt'))
local now = tonumber(ARGV[1])
if not expiresAt or expiresAt <= now then
  redis.call('HSET', KEYS[1], 'count', 0, 'expiresAt', now + tonumber(ARGV[2]))
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) + 60000)
end
return redis.call('HINCRBY', KEYS[1], 'count', 1)
`;

/** The failure counters in Redis, so every instance behind a load balancer sees the same counts. */
export function createRedisFailureStore({
  redis,
  prefix,
}: {
  redis: RedisClient;
  prefix: string;
}): FailureStore {
  const keyOf = (key: string) => `${prefix}:auth-failures:${key}`;
  return {
    count: async (key, now) => {
      const [count, expiresAt] = await redis.hmGet(keyOf(key), ['count', 'expiresAt']);
      return Number(expiresAt ?? 0) > now.getTime() ? Number(count ?? 0) : 0;
    },
    hit: async (key, now, windowSeconds) =>
      Number(
        await redis.eval(HIT, {
          keys: [keyOf(key)],
          arguments: [String(now.getTime()), String(windowSeconds * 1000)],
        }),
      ),
    reset: async (key) => {
      await redis.del(keyOf(key));
    },
  };
}
