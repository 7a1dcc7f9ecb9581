import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isAdminPath, languagePrefix } from '@/lib/language';
import { reloadWithGuard } from '@/lib/reload-guard';
import { resetUser } from '@/lib/session/session';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';

// After a deploy the old route chunks are gone; one guarded reload fetches the new build instead of
// showing an error. When the guard refuses (a reload just happened) the router's error page shows.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadWithGuard()) event.preventDefault();
});

// A session that expires while a page is open ends like a failed session check: back to the login page.
const queryClient = createQueryClient({
  onUnauthorized: () => {
    const { pathname, href } = router.state.location;
    if (!isAdminPath(pathname)) return;
    resetUser(queryClient);
    void router.navigate({
      to: '/{-$lang}',
      params: { lang: languagePrefix(pathname) },
      search: { redirect: href },
      replace: true,
    });
  },
});
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
