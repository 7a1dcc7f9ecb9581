import { describe, expect, it } from 'vitest';
import { createMemoryFailureStore } from './failure-store.js';

const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, seconds));

describe('memory failure store', () => {
  it('counts hits inside the window that starts at the first one', async () => {
    const store = createMemoryFailureStore();
    expect(await store.hit('k', at(0), 300)).toBe(1);
    expect(await store.hit('k', at(100), 300)).toBe(2);
    expect(await store.count('k', at(299))).toBe(2);
  });

  it('forgets a key once its window is over', async () => {
    const store = createMemoryFailureStore();
    await store.hit('k', at(0), 300);
    expect(await store.count('k', at(300))).toBe(0);
    expect(await store.hit('k', at(301), 300)).toBe(1);
  });

  it('keeps keys apart and resets one on demand', async () => {
    const store = createMemoryFailureStore();
    await store.hit('a', at(0), 300);
    await store.hit('b', at(0), 300);
    await store.reset('a');
    expect(await store.count('a', at(1))).toBe(0);
    expect(await store.count('b', at(1))).toBe(1);
  });
});
