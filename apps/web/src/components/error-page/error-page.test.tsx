import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';

describe('unknown paths', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([['/does/not/exist'], ['/fr'], ['/fr/register'], ['/es/nope']])(
    '%s shows the 404 page titled "Página no encontrada"',
    async (url) => {
      mockApi({});
      renderApp(url);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Página no encontrada | Charla'));
    },
  );

  it('is titled "Page not found" in English', async () => {
    mockApi({});
    renderApp('/en/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Charla'));
  });
});
