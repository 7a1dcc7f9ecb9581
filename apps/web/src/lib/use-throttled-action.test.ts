import { ACTION_THROTTLE_MS } from '@charla/contracts';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledAction } from './use-throttled-action';

describe('useThrottledAction', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call and drops the others inside one second', () => {
    const action = vi.fn((value: number) => value * 2);
    const { result } = renderHook(() => useThrottledAction(action));
    expect(result.current(1)).toBe(2);
    expect(result.current(2)).toBeUndefined();
    vi.advanceTimersByTime(ACTION_THROTTLE_MS - 1);
    expect(result.current(3)).toBeUndefined();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('runs again once the second has passed, across re-renders', () => {
    const action = vi.fn();
    const { result, rerender } = renderHook(() => useThrottledAction(action));
    result.current('a');
    rerender();
    vi.advanceTimersByTime(ACTION_THROTTLE_MS);
    result.current('b');
    expect(action.mock.calls).toEqual([['a'], ['b']]);
  });
});
