import {
  PAGE_LOADING_DURATION_MS,
  PAGE_LOADING_HIDE_MS,
  PAGE_LOADING_RESET_MS,
  PAGE_LOADING_THROTTLE_MS,
} from '@charla/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageLoadingController, estimateProgress } from './page-loading-controller';

describe('page loading indicator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing during the first 200 ms', () => {
    const loading = createPageLoadingController();
    loading.start();
    vi.advanceTimersByTime(PAGE_LOADING_THROTTLE_MS - 1);
    expect(loading.getState().isLoading).toBe(false);
    vi.advanceTimersByTime(1);
    expect(loading.getState().isLoading).toBe(true);
  });

  it('never shows a navigation that finishes inside the throttle', () => {
    const loading = createPageLoadingController();
    loading.start();
    vi.advanceTimersByTime(150);
    loading.finish();
    vi.advanceTimersByTime(5_000);
    expect(loading.getState().isLoading).toBe(false);
  });

  it('rises toward 100 without reaching it, slowing down as it goes', () => {
    const loading = createPageLoadingController();
    loading.start();
    const samples: number[] = [];
    for (let step = 0; step < 6; step++) {
      vi.advanceTimersByTime(PAGE_LOADING_DURATION_MS);
      samples.push(loading.getState().progress);
    }
    const gains = samples.slice(1).map((value, index) => value - samples[index]!);
    expect(samples.every((value) => value > 0 && value < 100)).toBe(true);
    expect(gains.every((gain, index) => gain > 0 && (index === 0 || gain < gains[index - 1]!))).toBe(true);
    expect(estimateProgress(PAGE_LOADING_DURATION_MS)).toBeCloseTo(70.5, 0);
    expect(estimateProgress(1_000 * PAGE_LOADING_DURATION_MS)).toBeLessThan(100);
  });

  it('jumps to 100 on finish, hides after 500 ms and resets 400 ms later', () => {
    const loading = createPageLoadingController();
    loading.start();
    vi.advanceTimersByTime(PAGE_LOADING_THROTTLE_MS + 300);
    loading.finish();
    expect(loading.getState()).toMatchObject({ isLoading: true, progress: 100 });
    vi.advanceTimersByTime(PAGE_LOADING_HIDE_MS - 1);
    expect(loading.getState().isLoading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(loading.getState()).toMatchObject({ isLoading: false, progress: 100 });
    vi.advanceTimersByTime(PAGE_LOADING_RESET_MS - 1);
    expect(loading.getState().progress).toBe(100);
    vi.advanceTimersByTime(1);
    expect(loading.getState().progress).toBe(0);
  });

  it('flags an error when finished by a render error, and clears it on the next start', () => {
    const loading = createPageLoadingController();
    loading.start();
    vi.advanceTimersByTime(PAGE_LOADING_THROTTLE_MS + 10);
    loading.finish({ error: true });
    expect(loading.getState()).toMatchObject({ hasError: true, progress: 100 });
    loading.start();
    expect(loading.getState().hasError).toBe(false);
  });
});
