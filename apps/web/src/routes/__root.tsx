import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AppManifestWatcher } from '@/components/app-manifest/app-manifest-watcher';
import { NotFoundPage, RouteErrorPage } from '@/components/error-page/route-error-page';
import { PageLoadingOverlay } from '@/components/page-loading/page-loading-overlay';
import { applyLanguage } from '@/lib/i18n';
import { languagePrefix, resolveLanguage } from '@/lib/language';
import { requireStoredSession } from '@/lib/session/guard';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  // The root runs for every URL, matched or not, so the 404 page speaks the right language too and an
  // unknown /admin/* path still asks for a login first.
  beforeLoad: ({ location, context }) => {
    applyLanguage(resolveLanguage(languagePrefix(location.pathname)));
    requireStoredSession({ location, queryClient: context.queryClient });
  },
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function RootComponent() {
  return (
    <>
      <Outlet />
      <PageLoadingOverlay />
      <AppManifestWatcher />
    </>
  );
}
