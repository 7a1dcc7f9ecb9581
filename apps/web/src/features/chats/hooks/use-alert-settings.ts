import { useCallback, useSyncExternalStore } from 'react';

/** Whether new customer messages make a sound and a desktop notification while the tab is hidden. */
export type AlertSettings = { isSoundOn: boolean; isDesktopOn: boolean };

const STORAGE_KEY = 'charla.chats.alerts';
const DEFAULTS: AlertSettings = { isSoundOn: true, isDesktopOn: true };
const listeners = new Set<() => void>();
let cached: { raw: string | null; settings: AlertSettings } | null = null;

function read(): AlertSettings {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked (private mode, policies): the defaults apply.
  }
  if (cached && cached.raw === raw) return cached.settings;
  let settings = DEFAULTS;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<AlertSettings>) : {};
    settings = {
      isSoundOn: typeof parsed.isSoundOn === 'boolean' ? parsed.isSoundOn : DEFAULTS.isSoundOn,
      isDesktopOn: typeof parsed.isDesktopOn === 'boolean' ? parsed.isDesktopOn : DEFAULTS.isDesktopOn,
    };
  } catch {
    settings = DEFAULTS;
  }
  cached = { raw, settings };
  return settings;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Kept in this browser's localStorage (a preference of the device, not of the account). */
export function useAlertSettings() {
  const settings = useSyncExternalStore(subscribe, read, () => DEFAULTS);
  const change = useCallback((patch: Partial<AlertSettings>) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...read(), ...patch }));
    } catch {
      return;
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [settings, change] as const;
}
