import type { Interaction } from '@charla/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '@/test/api-mock';
import {
  aConversation,
  anAgentReply,
  anInteraction,
  aVisitorSession,
  CHAT_URL,
  CONVERSATION_ID,
  FakeVisitorSocket,
  renderChat,
} from '../chat-test-utils';

const READ_ROUTE = `POST /developer/conversation/${CONVERSATION_ID}/read`;
const log = () => screen.getByRole('log', { name: 'Mensajes de la conversación' });

function mockChat(items: Interaction[], conversation = aConversation()) {
  return mockApi({
    'GET /developer/session': { body: { data: aVisitorSession({ conversationOid: CONVERSATION_ID }) } },
    'GET /developer/conversation/chat': {
      body: { data: { conversation, interactions: { items: [...items].reverse(), nextCursor: null } } },
    },
    [READ_ROUTE]: { body: { data: { readAt: '2030-01-01T09:10:00.000Z' } } },
  });
}

describe('the customer chat, live', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the agent typing, then the reply with the agent name, and marks it read', async () => {
    const fetchMock = mockChat([anInteraction({ text: '¿Hay envío gratis?' })]);
    const { socket } = renderChat(CHAT_URL);
    await within(await screen.findByRole('log')).findByText('¿Hay envío gratis?');
    expect(socket.connectCalls).toBe(1);

    act(() => socket.serverEmit('typing', { conversationOid: CONVERSATION_ID, typing: true, name: 'Ana' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ana está escribiendo…');

    const reply = anAgentReply('Sí, desde 30 €');
    act(() => socket.serverEmit('message.created', { conversationOid: CONVERSATION_ID, interaction: reply }));
    expect(await within(log()).findByText('Sí, desde 30 €')).toBeInTheDocument();
    expect(within(log()).getByText('Ana')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await waitFor(() => expect(callsTo(fetchMock, READ_ROUTE)).toHaveLength(1));
  });

  it('shows the customer messages as read up to the agent read mark, and moves it live', async () => {
    mockChat(
      [
        anInteraction({ text: 'Primero', createdAt: '2030-01-01T09:00:00.000Z' }),
        anInteraction({ text: 'Segundo', createdAt: '2030-01-01T09:03:00.000Z' }),
      ],
      aConversation({ agentLastReadAt: '2030-01-01T09:01:00.000Z' }),
    );
    const { socket } = renderChat(CHAT_URL);
    const first = (await within(await screen.findByRole('log')).findByText('Primero')).closest('li')!;
    const second = within(log()).getByText('Segundo').closest('li')!;
    expect(within(first).getByText('Leído')).toBeInTheDocument();
    expect(within(second).getByText('Enviado')).toBeInTheDocument();

    act(() =>
      socket.serverEmit('conversation.read', {
        conversationOid: CONVERSATION_ID,
        readAt: '2030-01-01T09:04:00.000Z',
      }),
    );
    expect(await within(second).findByText('Leído')).toBeInTheDocument();
  });

  it('renders HTML in messages as plain text', async () => {
    mockChat([anInteraction({ text: '<img src=x onerror="alert(1)"><b>negrita</b>' })]);
    renderChat(CHAT_URL);
    expect(
      await within(await screen.findByRole('log')).findByText('<img src=x onerror="alert(1)"><b>negrita</b>'),
    ).toBeInTheDocument();
    expect(log().querySelector('b')).toBeNull();
    expect(log().querySelector('img')).toBeNull();
  });

  it('shows images inline and other files as links', async () => {
    mockChat([
      anAgentReply('Aquí tienes', {
        attachments: [
          {
            _id: crypto.randomUUID(),
            name: 'talla.png',
            contentType: 'image/png',
            size: 10,
            url: '/files/a?sig=1',
          },
          {
            _id: crypto.randomUUID(),
            name: 'factura.pdf',
            contentType: 'application/pdf',
            size: 10,
            url: '/files/b?sig=2',
          },
        ],
      }),
    ]);
    renderChat(CHAT_URL);
    expect(await screen.findByRole('img', { name: 'talla.png' })).toHaveAttribute('src', '/files/a?sig=1');
    expect(screen.getByRole('link', { name: 'factura.pdf' })).toHaveAttribute('href', '/files/b?sig=2');
  });

  it('refetches the conversation after the socket reconnects', async () => {
    const fetchMock = mockChat([]);
    const socket = new FakeVisitorSocket();
    renderChat(CHAT_URL, socket);
    await screen.findByRole('log');
    act(() => socket.serverEmit('connect'));
    expect(callsTo(fetchMock, 'GET /developer/conversation/chat')).toHaveLength(1);
    act(() => socket.serverEmit('connect'));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /developer/conversation/chat')).toHaveLength(2));
  });
});

describe('the customer chat inside the widget iframe', () => {
  const parent = { postMessage: vi.fn() };
  beforeEach(() => {
    window.localStorage.clear();
    parent.postMessage.mockClear();
    Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(window, 'parent', { value: window, configurable: true });
  });

  const fromParent = (type: string, source: unknown = parent) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type }, source: source as Window }));
    });
  const posted = () =>
    parent.postMessage.mock.calls.map(([message]) => message as { type: string; count?: number });

  it('says it is ready, counts agent messages while closed and clears them when opened', async () => {
    const fetchMock = mockChat([anInteraction({ text: 'Hola' })]);
    const { socket } = renderChat(`${CHAT_URL}&embed=1`);
    await within(await screen.findByRole('log')).findByText('Hola');
    expect(posted()).toContainEqual({ type: 'charla:ready' });

    fromParent('charla:close');
    act(() =>
      socket.serverEmit('message.created', {
        conversationOid: CONVERSATION_ID,
        interaction: anAgentReply('¿Sigues ahí?'),
      }),
    );
    act(() =>
      socket.serverEmit('message.created', {
        conversationOid: CONVERSATION_ID,
        interaction: anAgentReply('Te espero'),
      }),
    );
    await waitFor(() => expect(posted().at(-1)).toEqual({ type: 'charla:unread', count: 2 }));
    expect(callsTo(fetchMock, READ_ROUTE)).toHaveLength(0);

    fromParent('charla:open');
    await waitFor(() => expect(posted().at(-1)).toEqual({ type: 'charla:unread', count: 0 }));
    await waitFor(() => expect(callsTo(fetchMock, READ_ROUTE)).toHaveLength(1));
  });

  it('ignores messages that do not come from the parent page', async () => {
    mockChat([]);
    const { socket } = renderChat(`${CHAT_URL}&embed=1`);
    await screen.findByRole('log');
    fromParent('charla:close', window);
    act(() =>
      socket.serverEmit('message.created', {
        conversationOid: CONVERSATION_ID,
        interaction: anAgentReply('Hola'),
      }),
    );
    await within(log()).findByText('Hola');
    expect(posted().filter((message) => message.type === 'charla:unread' && message.count! > 0)).toEqual([]);
  });
});
