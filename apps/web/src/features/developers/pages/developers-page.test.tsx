import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session/token-store';
import { callsTo, mockApi } from '@/test/api-mock';
import { anOrganization, aUser, ORGANIZATIONS, ORGANIZATION_ID } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const KEYS = { publicKey: 'pk_public123', secretKey: 'sk_secret456' };

function mockDevelopersApi(resources: string[]) {
  storeSession({ token: 'ses_ok', organizationOid: ORGANIZATION_ID });
  return mockApi({
    'GET /user/session': {
      body: { data: aUser({ resources, role: resources.includes('developers') ? 'OWNER' : 'USER' }) },
    },
    'GET /organization': { body: { data: anOrganization() } },
    'GET /organization/all': { body: { data: ORGANIZATIONS } },
    'GET /organization/apikey': { body: { data: KEYS } },
    'GET /organization/secretKey/reset': { body: { data: { ...KEYS, secretKey: 'sk_rotated789' } } },
  });
}

describe('API keys card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the public key, hides the secret key until revealed, and offers copy buttons', async () => {
    mockDevelopersApi(['organizations', 'channels', 'developers']);
    renderApp('/admin/developers');
    expect(await screen.findByDisplayValue('pk_public123')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('sk_secret456')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar la clave secreta' }));
    expect(screen.getByDisplayValue('sk_secret456')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar: Clave pública' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar: Clave secreta' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Desarrolladores' })).toBeInTheDocument();
  });

  it('rotates the secret key after confirming and shows the new one', async () => {
    const fetchMock = mockDevelopersApi(['developers']);
    renderApp('/admin/developers');
    const user = userEvent.setup();
    await screen.findByDisplayValue('pk_public123');
    const [, secretReset] = screen.getAllByRole('button', { name: 'Cambiar' });
    await user.click(secretReset!);
    const dialog = await screen.findByRole('dialog', { name: '¿Cambiar la clave secreta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar la clave' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /organization/secretKey/reset')).toHaveLength(1));
    expect(await screen.findByText('Clave secreta cambiada.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar la clave secreta' }));
    expect(screen.getByDisplayValue('sk_rotated789')).toBeInTheDocument();
  });

  it('tells a USER they have no permission and never asks for the keys', async () => {
    const fetchMock = mockDevelopersApi(['organizations', 'channels']);
    renderApp('/admin/developers');
    expect(await screen.findByText('No tienes permiso')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /organization/apikey')).toHaveLength(0);
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).queryByRole('link', { name: 'Desarrolladores' })).toBeNull();
  });
});
