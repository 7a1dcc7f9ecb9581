import { describe, expect, it } from 'vitest';
import { canRemove, canSetRole, isLastOwnerLeaving } from './members.rules.js';

describe('who may set a role', () => {
  it.each([
    { actorRole: 'OWNER', currentRole: null, nextRole: 'OWNER', expected: 'allowed' },
    { actorRole: 'OWNER', currentRole: 'OWNER', nextRole: 'USER', expected: 'allowed' },
    { actorRole: 'ADMIN', currentRole: null, nextRole: 'ADMIN', expected: 'allowed' },
    { actorRole: 'ADMIN', currentRole: 'USER', nextRole: 'ADMIN', expected: 'allowed' },
    { actorRole: 'ADMIN', currentRole: 'ADMIN', nextRole: 'USER', expected: 'allowed' },
    { actorRole: 'ADMIN', currentRole: null, nextRole: 'OWNER', expected: 'owner_required' },
    { actorRole: 'ADMIN', currentRole: 'USER', nextRole: 'OWNER', expected: 'owner_required' },
    { actorRole: 'ADMIN', currentRole: 'OWNER', nextRole: 'OWNER', expected: 'owner_required' },
    { actorRole: 'ADMIN', currentRole: 'OWNER', nextRole: 'ADMIN', expected: 'owner_required' },
    { actorRole: 'USER', currentRole: 'USER', nextRole: 'USER', expected: 'forbidden' },
    { actorRole: 'USER', currentRole: null, nextRole: 'USER', expected: 'forbidden' },
  ] as const)('$actorRole changing $currentRole to $nextRole: $expected', ({ expected, ...input }) => {
    expect(canSetRole(input)).toBe(expected);
  });
});

describe('who may remove a member', () => {
  it.each([
    { actorRole: 'USER', isSelf: true, targetRole: 'USER', expected: 'allowed' },
    { actorRole: 'OWNER', isSelf: true, targetRole: 'OWNER', expected: 'allowed' },
    { actorRole: 'USER', isSelf: false, targetRole: 'USER', expected: 'forbidden' },
    { actorRole: 'ADMIN', isSelf: false, targetRole: 'USER', expected: 'allowed' },
    { actorRole: 'ADMIN', isSelf: false, targetRole: 'ADMIN', expected: 'allowed' },
    { actorRole: 'ADMIN', isSelf: false, targetRole: 'OWNER', expected: 'owner_required' },
    { actorRole: 'OWNER', isSelf: false, targetRole: 'OWNER', expected: 'allowed' },
  ] as const)('$actorRole removing $targetRole (self: $isSelf): $expected', ({ expected, ...input }) => {
    expect(canRemove(input)).toBe(expected);
  });
});

describe('the last owner', () => {
  it.each([
    { ownerIds: ['a'], userId: 'a', nextRole: null, expected: true },
    { ownerIds: ['a'], userId: 'a', nextRole: 'ADMIN', expected: true },
    { ownerIds: ['a'], userId: 'a', nextRole: 'OWNER', expected: false },
    { ownerIds: ['a', 'b'], userId: 'a', nextRole: null, expected: false },
    { ownerIds: ['a', 'b'], userId: 'a', nextRole: 'USER', expected: false },
    { ownerIds: ['a'], userId: 'c', nextRole: null, expected: false },
  ] as const)(
    'owners $ownerIds, $userId becomes $nextRole: leaves none = $expected',
    ({ expected, ...input }) => {
      expect(isLastOwnerLeaving({ ...input, ownerIds: [...input.ownerIds] })).toBe(expected);
    },
  );
});
