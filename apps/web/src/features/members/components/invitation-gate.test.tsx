import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStoredOrganizationOid, getToken } from '@/lib/session/token-store';
import { callsTo, mockApi } from '@/test/api-mock';
import { anOrganization, aUser, ORGANIZATIONS, OTHER_ORGANIZATION_ID } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const INVITATION = {
  organizationName: 'Acme',
  email: 'eva@example.com',
  role: 'USER',
  name: 'Eva',
  lastName: 'Ríos',
  expiresAt: '2030-01-08T09:00:00.000Z',
};

function api({ isInvitationLive = true } = {}) {
  const joined = aUser({ organizationOid: OTHER_ORGANIZATION_ID, organizationName: 'Acme', role: 'USER' });
  return {
    [`GET /invitation/${TOKEN}`]: isInvitationLive
      ? { body: { data: INVITATION } }
      : {
          status: 404,
          body: { error: { code: '404', message: 'gone', reason: 'members.invitation_not_found' } },
        },
    [`POST /invitation/${TOKEN}/accept`]: { body: { data: { ...joined, token: 'ses_joined' } } },
    'GET /user/email': { body: { data: null } },
    'GET /user/captcha': { body: { data: { provider: 'off', challenge: null, siteKey: null } } },
    'POST /user/signup': { body: { data: aUser({ email: INVITATION.email, token: 'ses_signup' }) } },
    'POST /user/login': { body: { data: aUser({ email: INVITATION.email, token: 'ses_login' }) } },
    'GET /user/session': { body: { data: joined } },
    'GET /organization': { body: { data: anOrganization({ _id: OTHER_ORGANIZATION_ID, name: 'Acme' }) } },
    'GET /organization/all': { body: { data: ORGANIZATIONS } },
    'GET /organization/user/online': { body: { data: [] } },
  };
}

describe('signing up or logging in from an invitation link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says who invited, locks the invited email, and accepts right after sign-up', async () => {
    const fetchMock = mockApi(api());
    const { router } = renderApp(`/register?invite=${TOKEN}`);
    expect(await screen.findByText('Te han invitado a unirte a Acme.')).toBeInTheDocument();
    const email = screen.getByLabelText(/^Correo electrónico/);
    expect(email).toHaveValue('eva@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Eva');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Contraseña/), 'a-long-password');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/organizations'));
    expect(callsTo(fetchMock, 'POST /user/signup')[0]?.body).toMatchObject({ email: 'eva@example.com' });
    expect(callsTo(fetchMock, `POST /invitation/${TOKEN}/accept`)[0]?.headers.Authorization).toBe(
      'Bearer ses_signup',
    );
    expect(getToken()).toBe('ses_joined');
    expect(getStoredOrganizationOid()).toBe(OTHER_ORGANIZATION_ID);
  });

  it('accepts right after logging in, and the login page links to sign-up with the invitation', async () => {
    const fetchMock = mockApi(api());
    const { router } = renderApp(`/?invite=${TOKEN}`);
    expect(await screen.findByText('Te han invitado a unirte a Acme.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute(
      'href',
      `/register?invite=${TOKEN}`,
    );
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/organizations'));
    expect(callsTo(fetchMock, `POST /invitation/${TOKEN}/accept`)).toHaveLength(1);
    expect(getToken()).toBe('ses_joined');
  });

  it('explains a used or expired invitation and still lets the visitor sign up', async () => {
    const fetchMock = mockApi(api({ isInvitationLive: false }));
    renderApp(`/register?invite=${TOKEN}`);
    expect(await screen.findByText('Esta invitación no es válida')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Correo electrónico/)).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /invitation/${TOKEN}/accept`)).toHaveLength(0);
  });
});
