import { describe, expect, it } from 'vitest';
import { nextInRotation } from './conversations.assignment.js';

describe('round-robin rotation', () => {
  it.each([
    { candidates: [], last: null, next: null },
    { candidates: ['b', 'a'], last: null, next: 'a' },
    { candidates: ['a', 'b', 'c'], last: 'a', next: 'b' },
    { candidates: ['a', 'b', 'c'], last: 'c', next: 'a' },
    // The last one chosen went offline: the turn passes to whoever comes after it.
    { candidates: ['a', 'c'], last: 'b', next: 'c' },
  ])('after $last among $candidates comes $next', ({ candidates, last, next }) => {
    expect(nextInRotation(candidates, last)).toBe(next);
  });
});
