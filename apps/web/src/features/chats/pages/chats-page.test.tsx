import type { Interaction } from '@charla/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo } from '@/test/api-mock';
import type { FakeSocket } from '@/test/fake-socket';
import { renderApp } from '@/test/render-app';
import {
  aConversation,
  aMessage,
  CHANNEL_ID,
  CONTACT_ID,
  CONVERSATION_ID,
  ME,
  mockInboxApi,
} from './chats-test-kit';

const sockets = vi.hoisted(() => [] as FakeSocket[]);
vi.mock('@/lib/realtime/socket', async () => {
  const { FakeSocket } = await import('@/test/fake-socket');
  return {
    createAgentSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket.asSocket();
    },
  };
});

// happy-dom has no FontFaceSet; the composer's autosize listens to it for late fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const server = () => sockets.at(-1)!;
const OPEN = `/admin/chats?conversation=${CONVERSATION_ID}`;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const reply = (text: string, clientId: string): Interaction =>
  aMessage({
    direction: 'out',
    senderType: 'user',
    sender: { _id: ME, firstName: 'Ana', lastName: 'García', avatarUrl: null },
    text,
    clientId,
    createdAt: new Date().toISOString(),
  });

async function openConversation() {
  renderApp(OPEN);
  const composer = await screen.findByRole('textbox', { name: 'Respuesta' });
  await screen.findByText('¿Tenéis talla M?', { selector: '[role="log"] *' });
  return composer;
}

describe('chats inbox', () => {
  beforeEach(() => {
    sockets.length = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('explains the chat check to a member without channels, with no link to create one', async () => {
    mockInboxApi({ role: 'USER', state: { channels: [] } });
    renderApp('/admin/chats');
    expect(await screen.findByText('No tienes acceso a ningún canal.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crear un canal' })).toBeNull();
  });

  it('sends an admin of an organization without channels to create one', async () => {
    mockInboxApi({ role: 'OWNER', state: { channels: [] } });
    renderApp('/admin/chats');
    const link = await screen.findByRole('link', { name: 'Crear un canal' });
    expect(link).toHaveAttribute('href', '/admin/channels');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Chats' })).toHaveAttribute('href', '/admin/chats');
  });

  it('lists my conversations, shows the unread total in the tab title and marks the open one read', async () => {
    const { fetchMock } = mockInboxApi({
      state: {
        mine: [aConversation({ unreadCount: 2 })],
        waiting: [
          aConversation({
            _id: crypto.randomUUID(),
            status: 'new',
            assignee: null,
            contact: { _id: crypto.randomUUID(), name: 'Pablo', email: null, phone: null },
            unreadCount: 1,
          }),
        ],
      },
    });
    renderApp('/admin/chats');
    const list = await screen.findByRole('list', { name: 'Conversaciones' });
    expect(within(list).getByText('Lucía')).toBeInTheDocument();
    expect(within(list).getByLabelText('2 mensajes sin leer')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(3) Chats | Charla'));

    await userEvent.click(within(list).getByText('Lucía'));
    await waitFor(() =>
      expect(callsTo(fetchMock, `POST /conversation/${CONVERSATION_ID}/read`)).toHaveLength(1),
    );
    await waitFor(() => expect(document.title).toBe('(1) Chats | Charla'));
    await userEvent.click(await screen.findByRole('button', { name: 'Ver el contacto' }));
    const panel = await screen.findByRole('region', { name: 'Contacto' });
    expect(await within(panel).findByText('lucia@example.com', { selector: 'a' })).toBeInTheDocument();
  });

  it('shows a reply at once, marks it failed with a retry, and stores it once with the same clientId', async () => {
    const firstAttempt = deferred<void>();
    const secondAttempt = deferred<void>();
    let attempts = 0;
    const { fetchMock } = mockInboxApi({
      extra: {
        'POST /message/message-out': async ({ init }) => {
          attempts += 1;
          const body = JSON.parse(String(init.body)) as { text: string; clientId: string };
          if (attempts === 1) {
            await firstAttempt.promise;
            return { status: 503, body: { error: { code: '503', message: 'No disponible' } } };
          }
          await secondAttempt.promise;
          return { status: 201, body: { data: reply(body.text, body.clientId) } };
        },
      },
    });
    const composer = await openConversation();
    const user = userEvent.setup();
    await user.type(composer, 'Sí, la tenemos{Enter}');

    const log = screen.getByRole('log', { name: 'Mensajes' });
    expect(within(log).getByText('Sí, la tenemos')).toBeInTheDocument();
    expect(within(log).getByLabelText('Enviando…')).toBeInTheDocument();
    expect(composer).toHaveValue('');

    firstAttempt.resolve();
    expect(await within(log).findByText('No se ha enviado.', { exact: false })).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(log).queryByText('No se ha enviado.', { exact: false })).toBeNull());

    const [first, second] = callsTo(fetchMock, 'POST /message/message-out').map(
      (call) => call.body as { clientId: string; text: string; conversationOid: string; private: boolean },
    );
    expect(second).toEqual(first);
    expect(first).toMatchObject({ conversationOid: CONVERSATION_ID, text: 'Sí, la tenemos', private: false });

    // The socket announces the stored reply before the HTTP answer arrives: still one message.
    const stored = reply('Sí, la tenemos', first!.clientId);
    act(() =>
      server().serverEmit('message.created', {
        conversationOid: CONVERSATION_ID,
        channelOid: CHANNEL_ID,
        interaction: stored,
      }),
    );
    secondAttempt.resolve();
    await waitFor(() => expect(within(log).getByLabelText('Enviado')).toBeInTheDocument());
    await waitFor(() => expect(within(log).getAllByText('Sí, la tenemos')).toHaveLength(1));
  });

  it('appends a customer message from the socket once, however many times it is announced', async () => {
    mockInboxApi();
    await openConversation();
    const log = screen.getByRole('log', { name: 'Mensajes' });
    const message = aMessage({ text: '<b>¿Y en azul?</b>', createdAt: '2030-01-01T10:05:00.000Z' });
    const event = { conversationOid: CONVERSATION_ID, channelOid: CHANNEL_ID, interaction: message };
    act(() => server().serverEmit('message.created', event));
    act(() => server().serverEmit('message.created', event));
    // Customer text is text: the tags show as typed, nothing is rendered as HTML.
    expect(await within(log).findByText('<b>¿Y en azul?</b>')).toBeInTheDocument();
    expect(within(log).getAllByText('<b>¿Y en azul?</b>')).toHaveLength(1);
    expect(log.querySelector('b')).toBeNull();
  });

  it('sends with Enter and keeps Shift+Enter as a new line', async () => {
    const { fetchMock } = mockInboxApi({
      extra: {
        'POST /message/message-out': ({ init }) => {
          const body = JSON.parse(String(init.body)) as { text: string; clientId: string };
          return { status: 201, body: { data: reply(body.text, body.clientId) } };
        },
      },
    });
    const composer = await openConversation();
    const user = userEvent.setup();
    await user.type(composer, 'Hola{Shift>}{Enter}{/Shift}Lucía');
    expect(callsTo(fetchMock, 'POST /message/message-out')).toHaveLength(0);
    expect(composer).toHaveValue('Hola\nLucía');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'POST /message/message-out')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /message/message-out')[0]!.body).toMatchObject({ text: 'Hola\nLucía' });
  });

  it('tells the customer the agent is typing, but never while writing a private note', async () => {
    const { fetchMock } = mockInboxApi({
      extra: {
        'POST /message/message-out': ({ init }) => {
          const body = JSON.parse(String(init.body)) as { text: string; clientId: string; private: boolean };
          return {
            status: 201,
            body: { data: { ...reply(body.text, body.clientId), kind: body.private ? 'note' : 'text' } },
          };
        },
      },
    });
    const composer = await openConversation();
    const user = userEvent.setup();
    await user.type(composer, 'Un momento');
    const typing = () =>
      server()
        .sent.filter((event) => event.name === 'typing')
        .map((event) => event.payload);
    expect(typing()).toEqual([{ conversationOid: CONVERSATION_ID, typing: true }]);
    await user.keyboard('{Enter}');
    expect(typing().at(-1)).toEqual({ conversationOid: CONVERSATION_ID, typing: false });

    await user.click(screen.getByRole('switch', { name: 'Nota privada' }));
    const sentBefore = typing().length;
    const noteBox = screen.getByRole('textbox', { name: 'Nota privada' });
    await user.type(noteBox, 'Cliente VIP{Enter}');
    expect(typing()).toHaveLength(sentBefore);
    await waitFor(() => expect(callsTo(fetchMock, 'POST /message/message-out')).toHaveLength(2));
    expect(callsTo(fetchMock, 'POST /message/message-out')[1]!.body).toMatchObject({
      text: 'Cliente VIP',
      private: true,
    });
    const log = screen.getByRole('log', { name: 'Mensajes' });
    const note = (await within(log).findByText('Cliente VIP')).closest('[data-kind]');
    expect(note).toHaveAttribute('data-kind', 'note');
    expect(within(note as HTMLElement).getByText('Nota privada')).toBeInTheDocument();
  });

  it('shows who is typing, and replies as read once the customer has read them', async () => {
    mockInboxApi({
      state: {
        timeline: [
          aMessage(),
          aMessage({
            direction: 'out',
            senderType: 'user',
            sender: { _id: ME, firstName: 'Ana', lastName: 'García', avatarUrl: null },
            text: 'Sí, tenemos',
            createdAt: '2030-01-01T10:01:00.000Z',
          }),
        ],
      },
    });
    await openConversation();
    const log = screen.getByRole('log', { name: 'Mensajes' });
    expect(within(log).getByLabelText('Enviado')).toBeInTheDocument();

    act(() =>
      server().serverEmit('typing', {
        conversationOid: CONVERSATION_ID,
        channelOid: CHANNEL_ID,
        typing: true,
        sender: { type: 'contact' },
      }),
    );
    expect(await screen.findByText('Lucía está escribiendo…')).toBeInTheDocument();

    act(() =>
      server().serverEmit('conversation.read', {
        conversationOid: CONVERSATION_ID,
        channelOid: CHANNEL_ID,
        reader: 'contact',
        userOid: null,
        readAt: '2030-01-01T10:02:00.000Z',
      }),
    );
    expect(await within(log).findByLabelText('Leído')).toBeInTheDocument();
  });

  it('plays a sound and shows a desktop notification for a customer message while the tab is hidden', async () => {
    const shown: { title: string; body?: string }[] = [];
    class FakeNotification {
      static permission = 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body?: string }) {
        shown.push({ title, body: options.body });
      }
      close() {}
    }
    const chimes: number[] = [];
    class FakeAudioContext {
      currentTime = 0;
      destination = {};
      resume = async () => {};
      createOscillator = () => ({
        frequency: { value: 0 },
        connect: (node: unknown) => node,
        start: () => chimes.push(1),
        stop: () => {},
      });
      createGain = () => ({
        gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
        connect: (node: unknown) => node,
      });
    }
    vi.stubGlobal('Notification', FakeNotification);
    vi.stubGlobal('AudioContext', FakeAudioContext);
    mockInboxApi();
    await openConversation();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() =>
      server().serverEmit('message.created', {
        conversationOid: CONVERSATION_ID,
        channelOid: CHANNEL_ID,
        interaction: aMessage({ text: '¿Seguís ahí?', createdAt: '2030-01-01T10:06:00.000Z' }),
      }),
    );
    expect(shown).toEqual([{ title: 'Nuevo mensaje de Lucía', body: '¿Seguís ahí?' }]);
    expect(chimes.length).toBeGreaterThan(0);
    visibility.mockRestore();
  });

  it('stays quiet when sound and desktop notifications are switched off', async () => {
    window.localStorage.setItem(
      'charla.chats.alerts',
      JSON.stringify({ isSoundOn: false, isDesktopOn: false }),
    );
    const Notification = vi.fn();
    vi.stubGlobal('Notification', Object.assign(Notification, { permission: 'granted' }));
    mockInboxApi();
    await openConversation();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() =>
      server().serverEmit('message.created', {
        conversationOid: CONVERSATION_ID,
        channelOid: CHANNEL_ID,
        interaction: aMessage({ text: 'Hola', createdAt: '2030-01-01T10:07:00.000Z' }),
      }),
    );
    expect(Notification).not.toHaveBeenCalled();
  });

  it('loads older messages on demand above the newest page, and shows images inline and other files as links', async () => {
    const older = aMessage({ text: 'Mensaje antiguo', createdAt: '2030-01-01T08:00:00.000Z' });
    const withFiles = aMessage({
      text: null,
      kind: 'image',
      createdAt: '2030-01-01T10:01:00.000Z',
      attachments: [
        {
          _id: crypto.randomUUID(),
          name: 'foto.png',
          contentType: 'image/png',
          size: 2048,
          url: '/files/a?sig=1',
        },
        {
          _id: crypto.randomUUID(),
          name: 'factura.pdf',
          contentType: 'application/pdf',
          size: 4096,
          url: '/files/b?sig=2',
        },
      ],
    });
    const { fetchMock } = mockInboxApi({
      extra: {
        [`GET /conversation/${CONVERSATION_ID}/interactions`]: ({ url }) => ({
          body: {
            data: url.searchParams.get('cursor')
              ? { items: [older], nextCursor: null }
              : { items: [withFiles, aMessage()], nextCursor: 'older-page' },
          },
        }),
      },
    });
    await openConversation();
    const log = screen.getByRole('log', { name: 'Mensajes' });
    expect(within(log).getByRole('img', { name: 'foto.png' })).toHaveAttribute('src', '/files/a?sig=1');
    expect(within(log).getByRole('link', { name: /factura\.pdf/ })).toHaveAttribute('href', '/files/b?sig=2');

    await userEvent.click(within(log).getByRole('button', { name: 'Ver mensajes anteriores' }));
    expect(await within(log).findByText('Mensaje antiguo')).toBeInTheDocument();
    const texts = within(log)
      .getAllByTestId('message')
      .map((element) => element.textContent);
    expect(texts[0]).toContain('Mensaje antiguo');
    expect(within(log).getByText('Inicio de la conversación')).toBeInTheDocument();
    const cursors = callsTo(fetchMock, `GET /conversation/${CONVERSATION_ID}/interactions`).map((call) =>
      call.url.searchParams.get('cursor'),
    );
    expect(cursors).toEqual([null, 'older-page']);
  });

  it('sends files with the reply through the multipart form, with the same fields as a text reply', async () => {
    const { fetchMock } = mockInboxApi({
      extra: {
        'POST /message/message-out/form': ({ init }) => {
          const form = init.body as FormData;
          return {
            status: 201,
            body: { data: reply(String(form.get('text')), String(form.get('clientId'))) },
          };
        },
      },
    });
    const composer = await openConversation();
    const user = userEvent.setup();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [
      new File(['%PDF'], 'presupuesto.pdf', { type: 'application/pdf' }),
      new File(['png'], 'foto.png', { type: 'image/png' }),
    ]);
    expect(screen.getByText('presupuesto.pdf')).toBeInTheDocument();
    await user.type(composer, 'Te lo adjunto{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'POST /message/message-out/form')).toHaveLength(1));
    const form = callsTo(fetchMock, 'POST /message/message-out/form')[0]!.body as FormData;
    expect(form.get('conversationOid')).toBe(CONVERSATION_ID);
    expect(form.get('text')).toBe('Te lo adjunto');
    expect(form.get('private')).toBe('false');
    expect(form.get('clientId')).toMatch(/^[0-9a-f-]{36}$/);
    expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual([
      'presupuesto.pdf',
      'foto.png',
    ]);
    expect(callsTo(fetchMock, 'POST /message/message-out')).toHaveLength(0);
  });

  it('reopens a closed conversation instead of offering the composer', async () => {
    const closed = aConversation({ status: 'closed' });
    const { fetchMock } = mockInboxApi({
      state: { mine: [closed] },
      extra: {
        [`POST /conversation/${CONVERSATION_ID}/reopen`]: {
          body: { data: aConversation({ status: 'active' }) },
        },
      },
    });
    renderApp(OPEN);
    const banner = await screen.findByText('Conversación cerrada');
    expect(screen.queryByRole('textbox', { name: 'Respuesta' })).toBeNull();
    await userEvent.click(
      within(banner.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reabrir' }),
    );
    expect(await screen.findByRole('textbox', { name: 'Respuesta' })).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /conversation/${CONVERSATION_ID}/reopen`)).toHaveLength(1);
  });

  it('assigns an unassigned conversation to me', async () => {
    const waiting = aConversation({ status: 'new', assignee: null });
    const { fetchMock } = mockInboxApi({
      state: { mine: [waiting] },
      extra: {
        [`POST /conversation/${CONVERSATION_ID}/assign`]: { body: { data: aConversation() } },
      },
    });
    renderApp(OPEN);
    await userEvent.click(await screen.findByRole('button', { name: 'Asignarme' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `POST /conversation/${CONVERSATION_ID}/assign`)).toHaveLength(1),
    );
    expect(callsTo(fetchMock, `POST /conversation/${CONVERSATION_ID}/assign`)[0]!.body).toEqual({
      userOid: ME,
    });
    expect(
      await screen.findByRole('button', { name: 'Asignada a: Ana García. Cambiar' }),
    ).toBeInTheDocument();
  });

  it('shows a new conversation in the unassigned tab as soon as it is announced, and counts it in the title', async () => {
    const { state } = mockInboxApi({ state: { waiting: [] } });
    renderApp('/admin/chats?tab=new');
    expect(await screen.findByText('No hay conversaciones esperando. ¡Buen trabajo!')).toBeInTheDocument();
    const conversationOid = crypto.randomUUID();
    state.waiting = [
      aConversation({
        _id: conversationOid,
        status: 'new',
        assignee: null,
        contact: { _id: crypto.randomUUID(), name: 'Marta', email: null, phone: null },
        lastMessagePreview: 'Hola, ¿abrís el domingo?',
        unreadCount: 1,
      }),
    ];
    act(() => server().serverEmit('conversation.created', { conversationOid, channelOid: CHANNEL_ID }));
    const list = await screen.findByRole('list', { name: 'Conversaciones' });
    expect(within(list).getByText('Hola, ¿abrís el domingo?')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(1) Chats | Charla'));
  });

  it('refetches the list and the open timeline after the socket reconnects', async () => {
    const { fetchMock, state } = mockInboxApi();
    await openConversation();
    act(() => server().serverEmit('connect'));
    state.timeline = [
      ...state.timeline,
      aMessage({ text: 'Escrito sin conexión', createdAt: '2030-01-01T10:09:00.000Z' }),
    ];
    act(() => server().serverEmit('connect'));
    expect(await screen.findByText('Escrito sin conexión')).toBeInTheDocument();
    expect(
      callsTo(fetchMock, `GET /conversation/${CONVERSATION_ID}/interactions`).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it("edits the contact's name, email and phone, clearing an emptied field", async () => {
    const { fetchMock } = mockInboxApi({
      extra: {
        [`PATCH /contact/${CONTACT_ID}`]: ({ init }) => ({
          body: { data: { ...aContactFrom(JSON.parse(String(init.body)) as object) } },
        }),
      },
    });
    await openConversation();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ver el contacto' }));
    const panel = await screen.findByRole('region', { name: 'Contacto' });
    await user.click(await within(panel).findByRole('button', { name: 'Editar' }));
    const name = within(panel).getByLabelText('Nombre');
    await user.clear(name);
    await user.type(name, 'Lucía Martín');
    await user.clear(within(panel).getByLabelText('Correo electrónico'));
    await user.click(within(panel).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(callsTo(fetchMock, `PATCH /contact/${CONTACT_ID}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PATCH /contact/${CONTACT_ID}`)[0]!.body).toEqual({
      name: 'Lucía Martín',
      email: null,
      phone: null,
    });
    expect(await screen.findByText('Contacto guardado.')).toBeInTheDocument();
  });
});

function aContactFrom(body: object) {
  return {
    _id: CONTACT_ID,
    name: null,
    email: null,
    phone: null,
    identifier: null,
    isVerified: false,
    createdAt: '2030-01-01T09:59:00.000Z',
    updatedAt: '2030-01-01T11:00:00.000Z',
    ...body,
  };
}
