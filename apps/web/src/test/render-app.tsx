import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { AppProviders } from '@/app-providers';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';

/** The real app (routes, guards, layouts) on an in-memory URL. */
export function renderApp(url: string, { queryClient = createQueryClient() } = {}) {
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({ queryClient, history });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
