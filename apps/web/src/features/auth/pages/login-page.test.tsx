import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStoredOrganizationOid, getToken } from '@/lib/session/token-store';
import { callsTo, mockApi } from '@/test/api-mock';
import { anOrganization, aUser, ORGANIZATIONS, ORGANIZATION_ID } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const adminApi = {
  'GET /user/captcha': { body: { data: { provider: 'off', challenge: null, siteKey: null } } },
  'POST /user/login': { body: { data: aUser({ token: 'ses_new' }) } },
  'GET /user/session': { body: { data: aUser() } },
  'GET /organization': { body: { data: anOrganization() } },
  'GET /organization/all': { body: { data: ORGANIZATIONS } },
};

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Correo electrónico/), email);
  if (password) await user.type(screen.getByLabelText(/Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has one h1, labelled inputs, a title ending in | Charla and links to register and forgot', async () => {
    mockApi({});
    renderApp('/');
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toHaveAttribute(
      'href',
      '/forgot',
    );
    await waitFor(() => expect(document.title).toBe('Iniciar sesión | Charla'));
  });

  it('shows translated validation errors and calls nothing when the form is empty or wrong', async () => {
    const fetchMock = mockApi({});
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await fillAndSubmit('', '');
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    await fillAndSubmit('not-an-email', 'x');
    expect(await screen.findByText('Escribe un correo electrónico válido.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in, stores token and organization, and opens the page that asked for the login', async () => {
    const fetchMock = mockApi(adminApi);
    const { router } = renderApp('/?redirect=%2Fadmin%2Forganizations');
    await screen.findByRole('heading', { level: 1 });
    await fillAndSubmit('  Ana@Example.com ', 'secret-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/organizations'));
    const [login] = callsTo(fetchMock, 'POST /user/login');
    expect(login?.body).toEqual({ email: 'ana@example.com', password: 'secret-password' });
    expect(getToken()).toBe('ses_new');
    expect(getStoredOrganizationOid()).toBe(ORGANIZATION_ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizaciones' })).toBeInTheDocument();
  });

  it('goes to the first admin page when there is no redirect, and ignores off-site redirects', async () => {
    mockApi(adminApi);
    const { router } = renderApp('/en?redirect=%2F%2Fevil.example.com');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/admin/organizations'));
  });

  it('sends the solved altcha challenge in the recaptcha header', async () => {
    const challenge = { algorithm: 'SHA-256', challenge: '', salt: 'salt&', signature: 'sig', maxnumber: 50 };
    // The challenge is the SHA-256 of salt + number; computed here so the solver has a real answer to find.
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode('salt&7'));
    challenge.challenge = [...new Uint8Array(digest)]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
    const fetchMock = mockApi({
      ...adminApi,
      'GET /user/captcha': { body: { data: { provider: 'altcha', challenge, siteKey: null } } },
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await fillAndSubmit('ana@example.com', 'secret-password');
    await waitFor(() => expect(callsTo(fetchMock, 'POST /user/login')).toHaveLength(1));
    const header = callsTo(fetchMock, 'POST /user/login')[0]?.headers.recaptcha;
    expect(JSON.parse(atob(header ?? ''))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 7,
      salt: 'salt&',
      signature: 'sig',
    });
  });
});
