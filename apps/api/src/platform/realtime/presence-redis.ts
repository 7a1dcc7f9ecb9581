import type { PresenceChange, PresenceEntry, PresenceStore } from './presence.js';
import type { RedisClient } from './redis.js';

/** A socket counts as connected this long after its instance last vouched for it. */
export const PRESENCE_TTL_MS = 30_000;

/*
 * Layout: one sorted set per organization, members `<userId>|<socketId>`, scored by when the entry
 * expires; plus a set of the organizations that have entries, so any instance can reap them. Every
 * change runs as one Lua script, so two instances adding or removing the same member's sockets at
 * once still agree on exactly one online/offline transition.
 */

/** KEYS: org zset, orgs set. ARGV: entry, `<userId>|`, expiresAt, now, key TTL, organizationId. */
const ADD = `
local live = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. ARGV[4], '+inf')
local wasOnline = false
for _, member in ipairs(live) do
  if member ~= ARGV[1] and string.sub(member, 1, #ARGV[2]) == ARGV[2] then wasOnline = true break end
end
local isKnown = redis.call('ZSCORE', KEYS[1], ARGV[1])
local isLive = isKnown and tonumber(isKnown) > tonumber(ARGV[4])
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('SADD', KEYS[2], ARGV[6])
if wasOnline or isLive then return 0 end
return 1
`;

/** KEYS: org zset. ARGV: entry, `<userId>|`, now. */
const REMOVE = `
if redis.call('ZREM', KEYS[1], ARGV[1]) == 0 then return 0 end
local live = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. ARGV[3], '+inf')
for _, member in ipairs(live) do
  if string.sub(member, 1, #ARGV[2]) == ARGV[2] then return 0 end
end
return 1
`;

/** KEYS: org zset, orgs set. ARGV: now, organizationId. Answers the users left with no live entry. */
const REAP = `
local expired = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local live = redis.call('ZRANGE', KEYS[1], 0, -1)
if #live == 0 then redis.call('SREM', KEYS[2], ARGV[2]) end
local liveUsers = {}
for _, member in ipairs(live) do liveUsers[string.match(member, '^[^|]+')] = true end
local offline = {}
for _, member in ipairs(expired) do
  local user = string.match(member, '^[^|]+')
  if not liveUsers[user] then
    liveUsers[user] = true
    table.insert(offline, user)
  end
end
return offline
`;

/**
 * Presence shared by every instance through Redis. Each instance refreshes its sockets' entries on
 * every heartbeat; entries of an instance that crashed stop being refreshed, expire after
 * PRESENCE_TTL_MS, and the next heartbeat of any instance reaps them and reports those members offline.
 */
export function createRedisPresence({
  client,
  prefix,
  now = Date.now,
}: {
  client: RedisClient;
  prefix: string;
  now?: () => number;
}): PresenceStore {
  const organizationsKey = `${prefix}:presence:organizations`;
  const organizationKey = (organizationId: string) => `${prefix}:presence:org:${organizationId}`;
  const member = ({ userId, socketId }: PresenceEntry) => `${userId}|${socketId}`;

  const add = async (entry: PresenceEntry) => {
    const at = now();
    const result = await client.eval(ADD, {
      keys: [organizationKey(entry.organizationId), organizationsKey],
      arguments: [
        member(entry),
        `${entry.userId}|`,
        String(at + PRESENCE_TTL_MS),
        String(at),
        String(PRESENCE_TTL_MS * 2),
        entry.organizationId,
      ],
    });
    return result === 1;
  };

  const reap = async (organizationId: string): Promise<PresenceChange[]> => {
    const users = (await client.eval(REAP, {
      keys: [organizationKey(organizationId), organizationsKey],
      arguments: [String(now()), organizationId],
    })) as string[];
    return users.map((userId) => ({ organizationId, userId, online: false }));
  };

  return {
    add,
    async remove(entry) {
      const result = await client.eval(REMOVE, {
        keys: [organizationKey(entry.organizationId)],
        arguments: [member(entry), `${entry.userId}|`, String(now())],
      });
      return result === 1;
    },
    async listOnline(organizationId) {
      const members = await client.zRangeByScore(organizationKey(organizationId), `(${now()}`, '+inf');
      return [...new Set(members.map((entry) => entry.slice(0, entry.indexOf('|'))))];
    },
    async heartbeat(entries) {
      // Refreshing goes through `add`: an entry reaped while this instance stalled comes back online.
      const refreshed = await Promise.all(
        entries.map(async (entry) =>
          (await add(entry))
            ? [{ organizationId: entry.organizationId, userId: entry.userId, online: true }]
            : [],
        ),
      );
      const organizationIds = await client.sMembers(organizationsKey);
      const reaped = await Promise.all(organizationIds.map(reap));
      return [...refreshed.flat(), ...reaped.flat()];
    },
  };
}
