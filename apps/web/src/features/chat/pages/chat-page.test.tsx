import type { Interaction } from '@charla/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, type MockReply } from '@/test/api-mock';
import {
  aConversation,
  anInteraction,
  aVisitorSession,
  CHANNEL_ID,
  CHAT_URL,
  CONVERSATION_ID,
  PUBLIC_KEY,
  renderChat,
} from '../chat-test-utils';

const TOKEN_KEY = `charla.visitor.${PUBLIC_KEY}.${CHANNEL_ID}`;
const chatWith = (items: Interaction[], conversation = aConversation()) => ({
  body: { data: { conversation, interactions: { items: [...items].reverse(), nextCursor: null } } },
});
const log = () => screen.getByRole('log', { name: 'Mensajes de la conversación' });

describe('the customer chat', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the channel title, its welcome message from the organization and the conversation so far', async () => {
    mockApi({
      'GET /developer/session': { body: { data: aVisitorSession() } },
      'GET /developer/conversation/chat': chatWith([anInteraction({ text: 'Quiero devolver un pedido' })]),
      [`POST /developer/conversation/${CONVERSATION_ID}/read`]: {
        body: { data: { readAt: '2030-01-01T09:05:00.000Z' } },
      },
    });
    renderChat(CHAT_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tienda Sol' })).toBeInTheDocument();
    expect(await within(log()).findByText('Quiero devolver un pedido')).toBeInTheDocument();
    expect(within(log()).getByText('¡Hola! ¿En qué podemos ayudarte?')).toBeInTheDocument();
    expect(within(log()).getByText('Sol S.L.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tienda Sol | Charla'));
  });

  it('resumes the visitor kept in this browser and keeps the token the server answers', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'vt_old');
    const fetchMock = mockApi({
      'GET /developer/session': { body: { data: aVisitorSession({ token: 'vt_renewed' }) } },
      'GET /developer/conversation/chat': chatWith([anInteraction({ text: 'Mensaje de ayer' })]),
    });
    renderChat(CHAT_URL);
    expect(await screen.findByText('Mensaje de ayer')).toBeInTheDocument();
    const [session] = callsTo(fetchMock, 'GET /developer/session');
    expect(session!.headers).toMatchObject({ 'x-public-key': PUBLIC_KEY, Authorization: 'Bearer vt_old' });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('vt_renewed');
    const [chat] = callsTo(fetchMock, 'GET /developer/conversation/chat');
    expect(chat!.headers).toMatchObject({ 'x-public-key': PUBLIC_KEY, Authorization: 'Bearer vt_renewed' });
  });

  it('starts a new visitor when the kept token is no longer valid', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'vt_revoked');
    const fetchMock = mockApi({
      'GET /developer/session': ({ init }) =>
        (init.headers as Record<string, string>).Authorization
          ? {
              status: 401,
              body: { error: { code: '401', message: 'no', reason: 'developers.invalid_visitor' } },
            }
          : { body: { data: aVisitorSession({ token: 'vt_fresh' }) } },
      'GET /developer/conversation/chat': { body: { data: null } },
    });
    renderChat(CHAT_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tienda Sol' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /developer/session')).toHaveLength(2);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('vt_fresh');
  });

  it('shows a message at once, keeps it with a retry button when sending fails, and sends it once on retry', async () => {
    let isDown = true;
    let stored: Interaction | null = null;
    const fetchMock = mockApi({
      'GET /developer/session': { body: { data: aVisitorSession() } },
      'GET /developer/conversation/chat': () => (stored ? chatWith([stored]) : { body: { data: null } }),
      'POST /developer/sendMessage': ({ init }): MockReply => {
        if (isDown)
          return {
            status: 503,
            body: { error: { code: '503', message: 'down', reason: 'common.unavailable' } },
          };
        const body = JSON.parse(String(init.body)) as { text: string; clientId: string };
        stored = anInteraction({ text: body.text, clientId: body.clientId });
        return { status: 201, body: { data: { conversationOid: CONVERSATION_ID, interaction: stored } } };
      },
    });
    const { socket } = renderChat(CHAT_URL);
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Escribe un mensaje' });
    await user.type(input, 'Hola, ¿tenéis la talla M?{Enter}');

    expect(input).toHaveValue('');
    expect(within(log()).getByText('Hola, ¿tenéis la talla M?')).toBeInTheDocument();
    const retry = await within(log()).findByRole('button', { name: 'Reintentar' });
    expect(within(log()).getByText('No enviado')).toBeInTheDocument();

    isDown = false;
    await user.click(retry);
    expect(await within(log()).findByText('Enviado')).toBeInTheDocument();
    expect(within(log()).getAllByText('Hola, ¿tenéis la talla M?')).toHaveLength(1);
    const sends = callsTo(fetchMock, 'POST /developer/sendMessage');
    expect(sends).toHaveLength(2);
    const [first, second] = sends.map((call) => call.body as { clientId: string; text: string });
    expect(first!.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toEqual(first);
    expect(socket.sent).toContainEqual({ name: 'typing', payload: { typing: true } });
    expect(socket.sent.at(-1)).toEqual({ name: 'typing', payload: { typing: false } });
  });

  it('sends failed messages again, once, when the connection comes back', async () => {
    let isDown = true;
    const fetchMock = mockApi({
      'GET /developer/session': { body: { data: aVisitorSession({ conversationOid: CONVERSATION_ID }) } },
      'GET /developer/conversation/chat': chatWith([]),
      'POST /developer/sendMessage': ({ init }): MockReply => {
        if (isDown) throw new TypeError('Failed to fetch');
        const body = JSON.parse(String(init.body)) as { text: string; clientId: string };
        const interaction = anInteraction({ text: body.text, clientId: body.clientId });
        return { status: 201, body: { data: { conversationOid: CONVERSATION_ID, interaction } } };
      },
    });
    const { socket } = renderChat(CHAT_URL);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Escribe un mensaje' }), 'Sigo aquí{Enter}');
    act(() => socket.serverEmit('connect'));
    expect(await within(log()).findByText('No enviado')).toBeInTheDocument();

    isDown = false;
    act(() => socket.serverEmit('connect'));
    expect(await within(log()).findByText('Enviado')).toBeInTheDocument();
    const sends = callsTo(fetchMock, 'POST /developer/sendMessage');
    expect(sends).toHaveLength(2);
    expect(sends[1]!.body).toEqual(sends[0]!.body);
    expect(within(log()).getAllByText('Sigo aquí')).toHaveLength(1);
  });

  it('shows one message when the socket event arrives before the HTTP answer', async () => {
    let answer: (reply: MockReply) => void = () => {};
    mockApi({
      'GET /developer/session': { body: { data: aVisitorSession({ conversationOid: CONVERSATION_ID }) } },
      'GET /developer/conversation/chat': chatWith([anInteraction({ text: 'Primero' })]),
      'POST /developer/sendMessage': () => new Promise<MockReply>((resolve) => (answer = resolve)),
      [`POST /developer/conversation/${CONVERSATION_ID}/read`]: {
        body: { data: { readAt: '2030-01-01T09:05:00.000Z' } },
      },
    });
    const { socket } = renderChat(CHAT_URL);
    const user = userEvent.setup();
    await within(await screen.findByRole('log')).findByText('Primero');
    await user.type(screen.getByRole('textbox', { name: 'Escribe un mensaje' }), 'Segundo{Enter}');
    expect(within(log()).getByText('Enviando…')).toBeInTheDocument();

    const sent = anInteraction({
      text: 'Segundo',
      clientId: 'will-be-replaced',
      createdAt: '2030-01-01T09:02:00.000Z',
    });
    const [pendingCall] = (globalThis.fetch as ReturnType<typeof vi.fn>).mock.calls.filter(([url]) =>
      String(url).includes('sendMessage'),
    );
    const clientId = (JSON.parse(String((pendingCall![1] as RequestInit).body)) as { clientId: string })
      .clientId;
    const interaction = { ...sent, clientId };
    act(() => socket.serverEmit('message.created', { conversationOid: CONVERSATION_ID, interaction }));
    answer({ status: 201, body: { data: { conversationOid: CONVERSATION_ID, interaction } } });

    await waitFor(() => expect(within(log()).queryByText('Enviando…')).toBeNull());
    expect(within(log()).getAllByText('Segundo')).toHaveLength(1);
  });

  it('keeps Shift+Enter as a new line', async () => {
    const fetchMock = mockApi({
      'GET /developer/session': { body: { data: aVisitorSession() } },
      'GET /developer/conversation/chat': { body: { data: null } },
    });
    renderChat(CHAT_URL);
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Escribe un mensaje' });
    await user.type(input, 'línea uno{Shift>}{Enter}{/Shift}línea dos');
    expect(input).toHaveValue('línea uno\nlínea dos');
    expect(callsTo(fetchMock, 'POST /developer/sendMessage')).toHaveLength(0);
  });
});
