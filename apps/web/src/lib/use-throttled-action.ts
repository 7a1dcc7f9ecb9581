import { ACTION_THROTTLE_MS } from '@charla/contracts';
import { useCallback, useRef } from 'react';

/**
 * Runs `action` at most once per ACTION_THROTTLE_MS (spec §5); extra calls inside the window (double
 * clicks, Enter held down) are dropped, not queued. Returns undefined for a dropped call.
 */
export function useThrottledAction<Args extends unknown[], Result>(
  action: (...args: Args) => Result,
  intervalMs = ACTION_THROTTLE_MS,
): (...args: Args) => Result | undefined {
  const lastRun = useRef<number | null>(null);
  return useCallback(
    (...args: Args) => {
      const now = Date.now();
      if (lastRun.current !== null && now - lastRun.current < intervalMs) return undefined;
      lastRun.current = now;
      return action(...args);
    },
    [action, intervalMs],
  );
}
