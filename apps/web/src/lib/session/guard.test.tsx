import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { anOrganization, aUser, ORGANIZATIONS, ORGANIZATION_ID } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { createQueryClient } from '../query-client';
import { getToken, storeSession } from './token-store';

describe('admin route guard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends an admin path without a stored token to the login page and resets the user', async () => {
    const fetchMock = mockApi({});
    const queryClient = createQueryClient();
    queryClient.setQueryData(['stale', 'data'], { from: 'a previous session' });
    const { router } = renderApp('/en/admin/profile?tab=1', { queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en');
    expect(router.state.location.search).toEqual({ redirect: '/en/admin/profile?tab=1' });
    expect(queryClient.getQueryData(['stale', 'data'])).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a token without its organization as no session', async () => {
    document.cookie = 'charla_token=ses_x; path=/';
    mockApi({});
    const { router } = renderApp('/admin/organizations');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(router.state.location.pathname).toBe('/');
    expect(getToken()).toBeNull();
  });

  it('loads the session and the organization before showing an admin page', async () => {
    storeSession({ token: 'ses_ok', organizationOid: ORGANIZATION_ID });
    const fetchMock = mockApi({
      'GET /user/session': { body: { data: aUser() } },
      'GET /organization': { body: { data: anOrganization() } },
      'GET /organization/all': { body: { data: ORGANIZATIONS } },
    });
    renderApp('/admin/organizations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizaciones' })).toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([input]) => String(input));
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/user/session', '/api/v1/organization']));
    expect(await screen.findByText('Acme')).toBeInTheDocument();
  });

  it('ends the session and goes to login when the session check answers 401', async () => {
    storeSession({ token: 'ses_expired', organizationOid: ORGANIZATION_ID });
    const expired = {
      status: 401,
      body: { error: { code: '401', message: 'expired', reason: 'auth.session_expired' } },
    };
    mockApi({ 'GET /user/session': expired, 'GET /organization': expired });
    const { router } = renderApp('/admin/profile');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(router.state.location.search).toEqual({ redirect: '/admin/profile' });
    await waitFor(() => expect(getToken()).toBeNull());
  });
});
