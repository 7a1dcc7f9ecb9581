import { RELOAD_GUARD_MS } from '@charla/contracts';
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RELOAD_GUARD_KEY, reloadWithGuard } from './reload-guard';

describe('reload guard', () => {
  it('reloads once, then refuses a second reload within RELOAD_GUARD_MS', () => {
    const reload = vi.fn();
    let now = 1_000_000;
    const clock = () => now;
    expect(reloadWithGuard({ reload, now: clock })).toBe(true);
    expect(window.sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe(String(now));
    now += RELOAD_GUARD_MS - 1;
    expect(reloadWithGuard({ reload, now: clock })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('allows another reload once the guard has expired', () => {
    const reload = vi.fn();
    let now = 5_000_000;
    reloadWithGuard({ reload, now: () => now });
    now += RELOAD_GUARD_MS;
    expect(reloadWithGuard({ reload, now: () => now })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises the errors of a missing lazy chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
