import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app-providers';
import { confirm } from './confirm';

function renderShell() {
  render(
    <AppProviders queryClient={new QueryClient()}>
      <div />
    </AppProviders>,
  );
}

async function reveal() {
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirm({ title: '¿Borrar el canal?', message: 'No se puede deshacer.' });
  });
  expect(await screen.findByText('¿Borrar el canal?')).toBeInTheDocument();
  expect(screen.getByText('No se puede deshacer.')).toBeInTheDocument();
  // Wrapped: an async function returning the promise itself would wait for the answer.
  return { answer };
}

describe('confirm modal', () => {
  it('resolves true when confirmed', async () => {
    renderShell();
    const { answer } = await reveal();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when cancelled', async () => {
    renderShell();
    const { answer } = await reveal();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false when dismissed with Escape', async () => {
    renderShell();
    const { answer } = await reveal();
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });
});
