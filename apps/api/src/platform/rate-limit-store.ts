import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisClient } from './realtime/redis.js';

/** One window per key: the first request sets the TTL, later ones only count. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}
`;

/**
 * @fastify/rate-limit's own Redis store speaks ioredis; Charla uses node-redis, so this small store
 * runs the same fixed-window count as one Lua script, shared by every instance.
 */
export function createRedisRateLimitStore({
  redis,
  prefix,
}: {
  redis: RedisClient;
  prefix: string;
}): FastifyRateLimitStoreCtor {
  class RedisRateLimitStore implements FastifyRateLimitStore {
    private readonly keyPrefix: string;

    // The plugin constructs the global store with its options; children get their own key prefix.
    constructor(keyPrefix?: unknown) {
      this.keyPrefix = typeof keyPrefix === 'string' ? keyPrefix : `${prefix}:rate-limit:`;
    }

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      redis
        .eval(INCREMENT, { keys: [`${this.keyPrefix}${key}`], arguments: [String(timeWindow)] })
        .then((result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl: Math.max(ttl, 0) });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new RedisRateLimitStore(`${this.keyPrefix}${routeOptions.method}${routeOptions.url}-`);
    }
  }
  return RedisRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
