import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '@/test/api-mock';
import { aVisitorSession, CHANNEL_ID, CHAT_URL, PUBLIC_KEY, renderChat } from '../chat-test-utils';

const failure = (status: number, reason: string) => ({
  status,
  body: { error: { code: String(status), message: 'server words', reason } },
});

describe('the chat check', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a link without a public key before calling the API', async () => {
    const fetchMock = mockApi({});
    renderChat(`/chat?channel=${CHANNEL_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este chat no está disponible' }),
    ).toBeInTheDocument();
    expect(screen.getByText('La clave pública no es válida o fue reemplazada.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a link without a channel before calling the API', async () => {
    const fetchMock = mockApi({});
    renderChat(`/chat?key=${PUBLIC_KEY}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este chat ya no existe' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [401, 'developers.invalid_public_key', 'Este chat no está disponible', 'La clave pública no es válida'],
    [404, 'channels.not_found', 'Este chat ya no existe', 'El canal no existe o ya no está disponible.'],
    [
      401,
      'developers.identity_required',
      'Identifícate para chatear',
      'Este canal solo atiende a clientes identificados',
    ],
    [
      401,
      'developers.identity_invalid',
      'No pudimos verificar tu identidad',
      'No se pudo verificar tu identidad',
    ],
  ])('explains a %i %s from the session call', async (status, reason, title, description) => {
    mockApi({ 'GET /developer/session': failure(status, reason) });
    renderChat(CHAT_URL);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${description}`))).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Charla`));
    expect(screen.queryByText('Error interno del servidor')).toBeNull();
  });

  it('speaks English under /en or with lang=en', async () => {
    mockApi({ 'GET /developer/session': failure(404, 'channels.not_found') });
    renderChat(`/en${CHAT_URL}`);
    expect(await screen.findByRole('heading', { name: 'This chat no longer exists' })).toBeInTheDocument();
  });

  it('follows the lang query parameter the widget passes', async () => {
    mockApi({ 'GET /developer/session': failure(404, 'channels.not_found') });
    renderChat(`${CHAT_URL}&lang=en`);
    expect(await screen.findByRole('heading', { name: 'This chat no longer exists' })).toBeInTheDocument();
  });

  it('offers to try again when the server cannot answer, and then opens the chat', async () => {
    let isDown = true;
    mockApi({
      'GET /developer/session': () =>
        isDown ? failure(503, 'common.unavailable') : { body: { data: aVisitorSession() } },
      'GET /developer/conversation/chat': { body: { data: null } },
    });
    renderChat(CHAT_URL);
    const retry = await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 6000 });
    expect(screen.getByRole('heading', { name: 'No se pudo cargar el chat' })).toBeInTheDocument();
    isDown = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tienda Sol' })).toBeInTheDocument();
  }, 10_000);

  it('passes the site identity on to the session call', async () => {
    const fetchMock = mockApi({
      'GET /developer/session': { body: { data: aVisitorSession() } },
      'GET /developer/conversation/chat': { body: { data: null } },
    });
    const hash = 'a'.repeat(64);
    renderChat(`${CHAT_URL}&identifier=42&identifierHash=${hash}&name=Luis&email=luis%40example.com`);
    await screen.findByRole('heading', { level: 1, name: 'Tienda Sol' });
    const [call] = callsTo(fetchMock, 'GET /developer/session');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      channelOid: CHANNEL_ID,
      identifier: '42',
      identifierHash: hash,
      name: 'Luis',
      email: 'luis@example.com',
    });
  });
});
