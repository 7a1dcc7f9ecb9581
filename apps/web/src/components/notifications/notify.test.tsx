import { NOTIFICATION_TIMEOUT_MS } from '@charla/contracts';
import { notificationsStore } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app-providers';
import { notify, type NotificationType } from './notify';

const shown = () => notificationsStore.getState().notifications;

function renderToasts() {
  return render(
    <AppProviders queryClient={new QueryClient()}>
      <div />
    </AppProviders>,
  );
}

describe('notify', () => {
  afterEach(() => vi.useRealTimers());

  it.each<[NotificationType, string]>([
    ['success', 'green'],
    ['info', 'yellow'],
    ['warn', 'orange'],
    ['error', 'red'],
  ])('paints %s notifications %s', (type, color) => {
    notify({ type, title: `A ${type} title` });
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toMatchObject({ color, title: `A ${type} title` });
  });

  it('does not add a notification whose title is already showing', () => {
    expect(notify({ type: 'error', title: 'Same title' })).not.toBeNull();
    expect(notify({ type: 'error', title: 'Same title', description: 'other text' })).toBeNull();
    notify({ type: 'error', title: 'Another title' });
    expect(shown().map((notification) => notification.title)).toEqual(['Same title', 'Another title']);
  });

  it('shows the title and each line of a list description, with a close button', async () => {
    renderToasts();
    act(() => {
      notify({
        type: 'error',
        title: 'Check the data you sent.',
        description: ['email: invalid', 'name: required'],
      });
    });
    expect(await screen.findByText('Check the data you sent.')).toBeInTheDocument();
    expect(screen.getByText('email: invalid')).toBeInTheDocument();
    expect(screen.getByText('name: required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(shown()).toHaveLength(0);
  });

  it('closes itself after NOTIFICATION_TIMEOUT_MS', () => {
    vi.useFakeTimers();
    renderToasts();
    act(() => {
      notify({ type: 'info', title: 'Short lived' });
    });
    act(() => vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS - 100));
    expect(shown()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(shown()).toHaveLength(0);
  });
});
