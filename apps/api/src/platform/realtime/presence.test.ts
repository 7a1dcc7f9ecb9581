import { describe, expect, it } from 'vitest';
import { createMemoryPresence } from './presence.js';

const organizationId = 'org-1';
const entry = (userId: string, socketId: string) => ({ organizationId, userId, socketId });

describe('presence in memory', () => {
  it('reports online on the first tab, offline on the last, and nothing in between', async () => {
    const presence = createMemoryPresence();
    expect(await presence.add(entry('ana', 'tab-1'))).toBe(true);
    expect(await presence.add(entry('ana', 'tab-2'))).toBe(false);
    expect(await presence.remove(entry('ana', 'tab-1'))).toBe(false);
    expect(await presence.listOnline(organizationId)).toEqual(['ana']);
    expect(await presence.remove(entry('ana', 'tab-2'))).toBe(true);
    expect(await presence.listOnline(organizationId)).toEqual([]);
  });

  it('ignores the removal of a socket it never saw or already forgot', async () => {
    const presence = createMemoryPresence();
    expect(await presence.remove(entry('ana', 'ghost'))).toBe(false);
    await presence.add(entry('ana', 'tab-1'));
    await presence.remove(entry('ana', 'tab-1'));
    expect(await presence.remove(entry('ana', 'tab-1'))).toBe(false);
  });

  it('keeps organizations apart', async () => {
    const presence = createMemoryPresence();
    await presence.add(entry('ana', 'tab-1'));
    expect(await presence.listOnline('org-2')).toEqual([]);
  });
});
