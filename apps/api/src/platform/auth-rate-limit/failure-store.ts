/**
 * Counts events per key inside a fixed window that starts at the key's first event. In memory for
 * one process; a Redis-backed store with the same shape comes with REDIS_URL.
 */
export type FailureStore = {
  count: (key: string, now: Date) => Promise<number>;
  hit: (key: string, now: Date, windowSeconds: number) => Promise<number>;
  reset: (key: string) => Promise<void>;
};

type Entry = { count: number; expiresAt: number };

const SWEEP_EVERY_MS = 60_000;

export function createMemoryFailureStore(): FailureStore {
  const entries = new Map<string, Entry>();
  let nextSweepAt = 0;

  // Expired keys are dropped lazily, at most once a minute, so the map cannot grow without bound.
  const sweep = (nowMs: number) => {
    if (nowMs < nextSweepAt) return;
    nextSweepAt = nowMs + SWEEP_EVERY_MS;
    for (const [key, entry] of entries) if (entry.expiresAt <= nowMs) entries.delete(key);
  };

  const live = (key: string, nowMs: number) => {
    const entry = entries.get(key);
    return entry && entry.expiresAt > nowMs ? entry : undefined;
  };

  return {
    count: async (key, now) => live(key, now.getTime())?.count ?? 0,
    hit: async (key, now, windowSeconds) => {
      const nowMs = now.getTime();
      sweep(nowMs);
      const entry = live(key, nowMs) ?? { count: 0, expiresAt: nowMs + windowSeconds * 1000 };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
    reset: async (key) => {
      entries.delete(key);
    },
  };
}
