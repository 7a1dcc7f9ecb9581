import {
  PAGE_LOADING_DURATION_MS,
  PAGE_LOADING_HIDE_MS,
  PAGE_LOADING_RESET_MS,
  PAGE_LOADING_THROTTLE_MS,
} from '@charla/contracts';

export type PageLoadingState = { isLoading: boolean; progress: number; hasError: boolean };

export const INITIAL_PAGE_LOADING_STATE: PageLoadingState = {
  isLoading: false,
  progress: 0,
  hasError: false,
};

const TICK_MS = 50;

/**
 * Progress that approaches 100 without reaching it: the real duration is unknown, so at the estimated
 * duration it shows about 70% and keeps creeping up (spec §4: "rises asymptotically").
 */
export function estimateProgress(elapsedMs: number, durationMs = PAGE_LOADING_DURATION_MS): number {
  const completion = (elapsedMs / durationMs) * 100;
  return Math.min(99.9, (2 / Math.PI) * 100 * Math.atan(completion / 50));
}

export type PageLoadingController = {
  start: () => void;
  finish: (options?: { error?: boolean }) => void;
  getState: () => PageLoadingState;
  subscribe: (listener: () => void) => () => void;
  dispose: () => void;
};

/** The page-loading indicator of spec §4 as a small timer state machine, independent of React. */
export function createPageLoadingController(): PageLoadingController {
  let state = INITIAL_PAGE_LOADING_STATE;
  const listeners = new Set<() => void>();
  let throttleTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;

  function set(patch: Partial<PageLoadingState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function clearTimers() {
    clearTimeout(throttleTimer);
    clearTimeout(hideTimer);
    clearTimeout(resetTimer);
    clearInterval(ticker);
  }

  function start() {
    clearTimers();
    set({ progress: 0, hasError: false });
    // Fast navigations finish inside the throttle and never flash the overlay.
    throttleTimer = setTimeout(() => {
      const startedAt = Date.now();
      set({ isLoading: true });
      ticker = setInterval(() => set({ progress: estimateProgress(Date.now() - startedAt) }), TICK_MS);
    }, PAGE_LOADING_THROTTLE_MS);
  }

  function finish({ error = false }: { error?: boolean } = {}) {
    clearTimers();
    set({ progress: 100, hasError: error || state.hasError });
    hideTimer = setTimeout(() => {
      set({ isLoading: false });
      resetTimer = setTimeout(() => set({ progress: 0 }), PAGE_LOADING_RESET_MS);
    }, PAGE_LOADING_HIDE_MS);
  }

  return {
    start,
    finish,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: clearTimers,
  };
}
