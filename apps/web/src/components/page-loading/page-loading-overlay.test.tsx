import { OVERLAY_OPACITY } from '@charla/contracts';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { PageLoadingView } from './page-loading-overlay';

function renderView(state: { isLoading: boolean; progress: number; hasError: boolean }) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <PageLoadingView {...state} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('page loading overlay', () => {
  it('renders nothing while not loading', () => {
    renderView({ isLoading: false, progress: 40, hasError: false });
    expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument();
  });

  it('covers the page at 0.95 opacity and shows the rounded percentage', () => {
    renderView({ isLoading: true, progress: 42.4, hasError: false });
    const overlay = screen.getByTestId('page-loading');
    expect(overlay.style.opacity).toBe(String(OVERLAY_OPACITY));
    expect(screen.getByText('42 %')).toBeInTheDocument();
    expect(overlay).not.toHaveAttribute('data-error');
  });

  it('marks the error state', () => {
    renderView({ isLoading: true, progress: 100, hasError: true });
    expect(screen.getByTestId('page-loading')).toHaveAttribute('data-error', 'true');
  });
});
