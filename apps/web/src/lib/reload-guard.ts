import { RELOAD_GUARD_MS } from '@charla/contracts';

export const RELOAD_GUARD_KEY = 'charla:reloaded-at';

type ReloadDeps = { storage?: Storage; now?: () => number; reload?: () => void };

/**
 * Reloads the page unless this tab already reloaded itself within RELOAD_GUARD_MS, so a broken
 * deploy (a chunk that keeps failing) cannot trap the user in a reload loop. Returns whether it reloaded.
 */
export function reloadWithGuard({
  storage = window.sessionStorage,
  now = Date.now,
  reload = () => window.location.reload(),
}: ReloadDeps = {}): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0);
  const current = now();
  if (last && current - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(current));
  reload();
  return true;
}

/** Errors browsers raise when a lazy route chunk from a previous deploy is gone. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}
