import type { Channel } from '@charla/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session/token-store';
import { callsTo, mockApi, type MockHandler } from '@/test/api-mock';
import { anOrganization, aUser, ORGANIZATIONS, ORGANIZATION_ID } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const CHANNEL_ID = '55555555-5555-4555-8555-555555555555';
const WEB: Channel = {
  _id: CHANNEL_ID,
  type: 'webchat',
  name: 'Tienda',
  status: 'pending',
  connectedAt: null,
  createdAt: '2030-01-01T09:00:00.000Z',
  updatedAt: '2030-01-01T09:00:00.000Z',
  settings: {
    title: 'Hola',
    welcomeMessage: '',
    color: '#1c7ed6',
    allowedDomains: [],
    identityVerificationRequired: false,
  },
};

function mockChannelsApi(role: 'OWNER' | 'USER', extra: Record<string, MockHandler> = {}) {
  storeSession({ token: 'ses_ok', organizationOid: ORGANIZATION_ID });
  const resources =
    role === 'USER' ? ['organizations', 'channels'] : ['organizations', 'channels', 'developers'];
  return mockApi({
    'GET /user/session': { body: { data: aUser({ resources, role }) } },
    'GET /organization': { body: { data: anOrganization() } },
    'GET /organization/all': { body: { data: ORGANIZATIONS } },
    'GET /channel': { body: { data: [WEB] } },
    ...extra,
  });
}

describe('channels screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists channels with their type and status, and shows the sidebar entry to every member', async () => {
    mockChannelsApi('USER');
    renderApp('/admin/channels');
    const row = (await screen.findByRole('cell', { name: 'Tienda' })).closest('tr')!;
    expect(within(row).getByText('Chat web')).toBeInTheDocument();
    expect(within(row).getByText('Pendiente')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Canales' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Desarrolladores' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nuevo canal' })).toBeNull();
  });

  it('creates an api channel from the modal, sending only the settings of its type', async () => {
    const fetchMock = mockChannelsApi('OWNER', {
      'POST /channel': ({ init }) => ({
        status: 201,
        body: { data: { ...WEB, ...(JSON.parse(String(init.body)) as object), _id: crypto.randomUUID() } },
      }),
    });
    renderApp('/admin/channels');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nuevo canal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo canal' });
    await user.click(within(dialog).getByText('API'));
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'App');
    await user.type(within(dialog).getByLabelText(/^URL del webhook/), 'https://hooks.example.com/charla');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /channel')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /channel')[0]!.body).toEqual({
      type: 'api',
      name: 'App',
      settings: { webhookUrl: 'https://hooks.example.com/charla' },
    });
    expect(await screen.findByText('Canal guardado.')).toBeInTheDocument();
  });

  it('refuses a web chat without a title before calling the API', async () => {
    const fetchMock = mockChannelsApi('OWNER');
    renderApp('/admin/channels');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nuevo canal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo canal' });
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Web');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /channel')).toHaveLength(0);
  });

  it('connects a web chat and shows the embed code and chat link to copy', async () => {
    const snippet = `<script src="http://localhost/widget.js" data-key="pk_x" data-channel="${CHANNEL_ID}" async></script>`;
    mockChannelsApi('OWNER', {
      [`POST /channel/${CHANNEL_ID}/connect`]: () => ({
        body: {
          data: {
            type: 'webchat',
            snippet,
            chatUrl: `http://localhost/chat?key=pk_x&channel=${CHANNEL_ID}`,
            channel: { ...WEB, status: 'connected' },
          },
        },
      }),
    });
    renderApp('/admin/channels');
    const user = userEvent.setup();
    const row = (await screen.findByRole('cell', { name: 'Tienda' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Conectar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tienda está conectado' });
    expect(within(dialog).getByText(snippet)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copiar: Código para insertar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copiar: Enlace del chat' })).toBeInTheDocument();
  });

  it('keeps an api channel pending and shows what its webhook answered when connecting fails', async () => {
    const api: Channel = {
      ...WEB,
      type: 'api',
      name: 'App',
      settings: { webhookUrl: 'https://hooks.example.com' },
    };
    mockChannelsApi('OWNER', {
      'GET /channel': () => ({ body: { data: [api] } }),
      [`POST /channel/${CHANNEL_ID}/connect`]: () => ({
        status: 400,
        body: {
          error: {
            code: '400',
            reason: 'channels.webhook_failed',
            message: 'La URL del webhook no aceptó el evento de prueba (HTTP 500). El canal sigue pendiente.',
            details: [{ path: 'settings.webhookUrl', message: 'HTTP 500' }],
          },
        },
      }),
    });
    renderApp('/admin/channels');
    const row = (await screen.findByRole('cell', { name: 'App' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Conectar' }));
    expect(
      await screen.findByText('App sigue pendiente: el webhook respondió HTTP 500.'),
    ).toBeInTheDocument();
    expect(within(row).getByText('Pendiente')).toBeInTheDocument();
  });
});
