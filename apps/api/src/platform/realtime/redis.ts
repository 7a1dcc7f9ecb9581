import { createClient } from 'redis';

/** A node-redis client with the default modules; its concrete type is what the rest of realtime takes. */
export const createRedisClient = (url: string) => createClient({ url });
export type RedisClient = ReturnType<typeof createRedisClient>;
