import { SearchParamError, useLocation, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '@/lib/api';
import { isChunkLoadError, reloadWithGuard } from '@/lib/reload-guard';
import { pageLoading } from '../page-loading/use-page-loading';
import { ErrorPage } from './error-page';

/** Router errorComponent: validation failures are a 404 for the path, everything else a 500. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    pageLoading.finish({ error: true });
    // A deploy removed the chunk this tab still references: one guarded reload fetches the new build.
    if (isChunkLoadError(error)) reloadWithGuard();
  }, [error]);
  if (error instanceof SearchParamError) return <ErrorPage status={404} path={pathname} />;
  if (isApiError(error, 404)) return <ErrorPage status={404} />;
  return <ErrorPage status={500} message={error instanceof Error ? error.message : String(error)} />;
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
