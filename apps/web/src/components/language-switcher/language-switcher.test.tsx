import { LANG_COOKIE } from '@charla/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '@/lib/cookies';
import { mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { localizedHref } from './use-switch-language';

describe('language', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is Spanish by default, with <html lang="es">', async () => {
    mockApi({});
    renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('follows the URL prefix over the cookie', async () => {
    document.cookie = `${LANG_COOKIE}=es; path=/`;
    mockApi({});
    renderApp('/en/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows the lang cookie when the URL has no prefix', async () => {
    document.cookie = `${LANG_COOKIE}=en; path=/`;
    mockApi({});
    renderApp('/forgot');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recover your password' }),
    ).toBeInTheDocument();
  });

  it('switching sets the lang cookie, <html lang> and opens the same page in the other language', async () => {
    mockApi({});
    const { router } = renderApp('/forgot');
    await screen.findByRole('heading', { level: 1, name: 'Recuperar la contraseña' });
    await userEvent.click(screen.getByRole('button', { name: /English/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/forgot'));
    expect(getCookie(LANG_COOKIE)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recover your password' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Español/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/forgot'));
    expect(getCookie(LANG_COOKIE)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('keeps the path, search and hash when switching', () => {
    expect(
      localizedHref('en', { pathname: '/es/recover', searchStr: '?email=a%40b.c&key=k', hash: '' }),
    ).toBe('/en/recover?email=a%40b.c&key=k');
    expect(localizedHref('es', { pathname: '/en', searchStr: '', hash: 'top' })).toBe('/es#top');
  });
});
