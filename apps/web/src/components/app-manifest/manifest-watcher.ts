import {
  appManifestSchema,
  MANIFEST_FIRST_CHECK_MS,
  MANIFEST_POLL_MS,
  type AppManifest,
} from '@charla/contracts';
import { APP_MANIFEST_URL } from '@/lib/config';

export type ManifestWatcherOptions = {
  /** The build id this tab runs; null when unknown, then the first fetched manifest becomes the reference. */
  currentBuildId: string | null;
  onNewVersion: (manifest: AppManifest) => void;
  fetchManifest?: () => Promise<AppManifest>;
};

export async function fetchAppManifest(): Promise<AppManifest> {
  const response = await fetch(APP_MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`app-manifest answered ${response.status}`);
  return appManifestSchema.parse(await response.json());
}

/** The build id stamped into index.html at build time (see vite/app-manifest-plugin.ts). */
export function readLoadedBuildId(): string | null {
  const content = document.querySelector('meta[name="charla-build-id"]')?.getAttribute('content');
  return content && !content.startsWith('%') && content !== 'dev' ? content : null;
}

/**
 * Checks the manifest after MANIFEST_FIRST_CHECK_MS and then every MANIFEST_POLL_MS; reports each new
 * build id once. Returns a stop function.
 */
export function watchAppManifest({
  currentBuildId,
  onNewVersion,
  fetchManifest = fetchAppManifest,
}: ManifestWatcherOptions): () => void {
  let reference = currentBuildId;
  let lastReported: string | null = null;
  let interval: ReturnType<typeof setInterval> | undefined;

  async function check() {
    try {
      const manifest = await fetchManifest();
      if (reference === null) reference = manifest.buildId;
      else if (manifest.buildId !== reference && manifest.buildId !== lastReported) {
        lastReported = manifest.buildId;
        onNewVersion(manifest);
      }
    } catch (error) {
      // Offline or mid-deploy: try again at the next tick rather than bother the user.
      console.warn('Could not check for a new version', error);
    }
  }

  const first = setTimeout(() => {
    void check();
    interval = setInterval(() => void check(), MANIFEST_POLL_MS);
  }, MANIFEST_FIRST_CHECK_MS);

  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
