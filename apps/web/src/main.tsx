import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reloadWithGuard } from '@/lib/reload-guard';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';

// After a deploy the old route chunks are gone; one guarded reload fetches the new build instead of
// showing an error. When the guard refuses (a reload just happened) the router's error page shows.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadWithGuard()) event.preventDefault();
});

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
