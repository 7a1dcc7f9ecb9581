import { MANIFEST_FIRST_CHECK_MS, MANIFEST_POLL_MS, type AppManifest } from '@charla/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLoadedBuildId, watchAppManifest } from './manifest-watcher';

const manifest = (buildId: string): AppManifest => ({ buildId, builtAt: '2025-01-01T00:00:00.000Z' });

describe('app manifest polling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks first after MANIFEST_FIRST_CHECK_MS and then every MANIFEST_POLL_MS', async () => {
    const fetchManifest = vi.fn().mockResolvedValue(manifest('a'));
    const stop = watchAppManifest({ currentBuildId: 'a', onNewVersion: vi.fn(), fetchManifest });
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS - 1);
    expect(fetchManifest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MANIFEST_POLL_MS);
    expect(fetchManifest).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(MANIFEST_POLL_MS * 3);
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });

  it('offers the new version once when the build id changes', async () => {
    const fetchManifest = vi
      .fn()
      .mockResolvedValueOnce(manifest('a'))
      .mockResolvedValueOnce(manifest('b'))
      .mockResolvedValue(manifest('b'));
    const onNewVersion = vi.fn();
    watchAppManifest({ currentBuildId: 'a', onNewVersion, fetchManifest });
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS);
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MANIFEST_POLL_MS * 3);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(onNewVersion).toHaveBeenCalledWith(manifest('b'));
  });

  it('takes the first manifest as reference when the page has no stamped build id', async () => {
    const fetchManifest = vi.fn().mockResolvedValueOnce(manifest('x')).mockResolvedValue(manifest('y'));
    const onNewVersion = vi.fn();
    watchAppManifest({ currentBuildId: null, onNewVersion, fetchManifest });
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS);
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MANIFEST_POLL_MS);
    expect(onNewVersion).toHaveBeenCalledWith(manifest('y'));
  });

  it('keeps polling quietly when a check fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchManifest = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(manifest('b'));
    const onNewVersion = vi.fn();
    watchAppManifest({ currentBuildId: 'a', onNewVersion, fetchManifest });
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS + MANIFEST_POLL_MS);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('reads the build id stamped into index.html, ignoring the unbuilt placeholder', () => {
    const meta = document.createElement('meta');
    meta.name = 'charla-build-id';
    meta.content = '%CHARLA_BUILD_ID%';
    document.head.append(meta);
    expect(readLoadedBuildId()).toBeNull();
    meta.content = '6cc36b2df1241dc2';
    expect(readLoadedBuildId()).toBe('6cc36b2df1241dc2');
    meta.remove();
  });
});
