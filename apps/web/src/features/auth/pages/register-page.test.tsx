import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStoredOrganizationOid, getToken } from '@/lib/session/token-store';
import { callsTo, mockApi } from '@/test/api-mock';
import { anOrganization, aUser, ORGANIZATIONS, ORGANIZATION_ID } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function api(emailTaken = false) {
  return {
    'GET /user/email': { body: { data: emailTaken ? { email: 'ana@example.com' } : null } },
    'GET /user/captcha': { body: { data: { provider: 'off', challenge: null, siteKey: null } } },
    'POST /user/signup': { body: { data: aUser({ token: 'ses_signup' }) } },
    'GET /user/session': { body: { data: aUser() } },
    'GET /organization': { body: { data: anOrganization() } },
    'GET /organization/all': { body: { data: ORGANIZATIONS } },
  };
}

async function fillForm({ phone = '', acceptTerms = true } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Nombre/), 'Ana');
  await user.type(screen.getByLabelText(/^Apellidos/), 'García');
  await user.type(screen.getByLabelText(/^Correo electrónico/), 'ana@example.com');
  if (phone) await user.type(screen.getByRole('textbox', { name: /Teléfono/ }), phone);
  await user.type(screen.getByLabelText(/^Contraseña/), 'a-long-password');
  if (acceptTerms) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

describe('register page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('labels every field, links the terms and privacy pages and has a single h1', async () => {
    mockApi(api());
    renderApp('/register');
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const label of [/^Nombre/, /^Apellidos/, /^Correo electrónico/, /^Contraseña/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /Teléfono/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'términos de uso' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacy');
  });

  it('requires the names, a valid email, a long enough password and the terms', async () => {
    const fetchMock = mockApi(api());
    renderApp('/register');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(4);
    expect(screen.getByText('Debes aceptar los términos y la política de privacidad.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /user/signup')).toHaveLength(0);
  });

  it('does not sign up without accepting the terms', async () => {
    const fetchMock = mockApi(api());
    renderApp('/register');
    await screen.findByRole('heading', { level: 1 });
    await fillForm({ acceptTerms: false });
    expect(
      await screen.findByText('Debes aceptar los términos y la política de privacidad.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /user/signup')).toHaveLength(0);
  });

  it('warns on blur when the email is already registered', async () => {
    const fetchMock = mockApi(api(true));
    renderApp('/register');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(screen.getByLabelText(/^Correo electrónico/), 'Ana@example.com');
    await userEvent.tab();
    expect(await screen.findByText(/Este correo ya está registrado/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /user/email')[0]?.url.searchParams.get('email')).toBe('ana@example.com');
  });

  it('signs up with the phone in E.164, stores the session and lands in the admin area', async () => {
    const fetchMock = mockApi(api());
    const { router } = renderApp('/register');
    await screen.findByRole('heading', { level: 1 });
    await fillForm({ phone: '612 34 56 78' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/organizations'));
    expect(callsTo(fetchMock, 'POST /user/signup')[0]?.body).toEqual({
      firstName: 'Ana',
      lastName: 'García',
      email: 'ana@example.com',
      password: 'a-long-password',
      phone: '+34612345678',
    });
    expect(getToken()).toBe('ses_signup');
    expect(getStoredOrganizationOid()).toBe(ORGANIZATION_ID);
  });

  it('refuses an invalid phone number', async () => {
    const fetchMock = mockApi(api());
    renderApp('/register');
    await screen.findByRole('heading', { level: 1 });
    await fillForm({ phone: '12' });
    expect(await screen.findAllByText('El número de teléfono no es válido.')).not.toHaveLength(0);
    expect(callsTo(fetchMock, 'POST /user/signup')).toHaveLength(0);
  });
});
