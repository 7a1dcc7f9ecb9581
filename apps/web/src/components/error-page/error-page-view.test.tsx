import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app-providers';
import { ErrorPage, type ErrorPageProps } from './error-page';

function renderErrorPage(props: ErrorPageProps) {
  const rootRoute = createRootRoute({ component: () => <ErrorPage {...props} /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <AppProviders queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('error page', () => {
  it('shows "Page Not Found" with the failing path for a route validation failure', async () => {
    renderErrorPage({ status: 404, path: '/recover' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada: /recover' }),
    ).toBeInTheDocument();
  });

  it('shows "Internal Server Error" and the message for any other status', async () => {
    renderErrorPage({ status: 500, message: 'Cannot read properties of undefined' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error interno del servidor' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('Cannot read properties of undefined');
  });
});
