import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  createPageLoadingController,
  type PageLoadingController,
  type PageLoadingState,
} from './page-loading-controller';

/** The app-wide indicator; the router's error page flags render errors on it. */
export const pageLoading: PageLoadingController = createPageLoadingController();

export function usePageLoadingState(controller: PageLoadingController = pageLoading): PageLoadingState {
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}

/** Starts the indicator while the router resolves a navigation (loaders, lazy route chunks). */
export function useRouterPageLoading(controller: PageLoadingController = pageLoading): void {
  const isPending = useRouterState({ select: (state) => state.status === 'pending' });
  const wasPending = useRef(false);
  useEffect(() => {
    if (isPending === wasPending.current) return;
    wasPending.current = isPending;
    if (isPending) controller.start();
    else controller.finish();
  }, [controller, isPending]);
}
