import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRedisPresence, PRESENCE_TTL_MS } from '../src/platform/realtime/presence-redis.js';
import { createRedisClient, type RedisClient } from '../src/platform/realtime/redis.js';

/** The Redis presence store on its own, with a clock the test moves (npm run test:pg). */
describe.skipIf(!inject('redisUrl'))('presence shared through Redis', () => {
  let client: RedisClient;
  let at = 1_000_000;
  const now = () => at;
  const organizationId = randomUUID();
  const entry = (userId: string, socketId: string) => ({ organizationId, userId, socketId });

  beforeAll(async () => {
    client = createRedisClient(inject('redisUrl'));
    await client.connect();
  });
  afterAll(() => client.close());

  const store = (prefix = `${inject('redisPrefix')}:${randomUUID()}`) =>
    createRedisPresence({ client, prefix, now });

  it('reports a member online on the first socket and offline on the last, across instances', async () => {
    const prefix = `${inject('redisPrefix')}:${randomUUID()}`;
    const [instanceA, instanceB] = [store(prefix), store(prefix)];
    const ana = randomUUID();
    expect(await instanceA.add(entry(ana, 'a1'))).toBe(true);
    expect(await instanceB.add(entry(ana, 'b1'))).toBe(false);
    expect(await instanceA.listOnline(organizationId)).toEqual([ana]);
    expect(await instanceA.remove(entry(ana, 'a1'))).toBe(false);
    expect(await instanceB.remove(entry(ana, 'b1'))).toBe(true);
    expect(await instanceA.listOnline(organizationId)).toEqual([]);
  });

  it('forgets a socket removed twice without announcing a second offline', async () => {
    const presence = store();
    const ana = randomUUID();
    await presence.add(entry(ana, 's1'));
    expect(await presence.remove(entry(ana, 's1'))).toBe(true);
    expect(await presence.remove(entry(ana, 's1'))).toBe(false);
  });

  it('reports the members of an instance that stopped offline once their entries expire', async () => {
    const presence = store();
    const [ana, bruno] = [randomUUID(), randomUUID()];
    await presence.add(entry(ana, 'crashed-instance-socket'));
    await presence.add(entry(bruno, 'live-instance-socket'));
    at += PRESENCE_TTL_MS / 2;
    // Only the live instance keeps vouching for its socket.
    expect(await presence.heartbeat([entry(bruno, 'live-instance-socket')])).toEqual([]);
    at += PRESENCE_TTL_MS / 2 + 1;
    expect(await presence.listOnline(organizationId)).toEqual([bruno]);
    expect(await presence.heartbeat([entry(bruno, 'live-instance-socket')])).toEqual([
      { organizationId, userId: ana, online: false },
    ]);
    expect(await presence.heartbeat([entry(bruno, 'live-instance-socket')])).toEqual([]);
  });

  it('brings back online a socket whose entry expired while its instance stalled', async () => {
    const presence = store();
    const ana = randomUUID();
    await presence.add(entry(ana, 's1'));
    at += PRESENCE_TTL_MS + 1;
    expect(await presence.heartbeat([])).toEqual([{ organizationId, userId: ana, online: false }]);
    expect(await presence.heartbeat([entry(ana, 's1')])).toEqual([
      { organizationId, userId: ana, online: true },
    ]);
  });
});
