import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeSocket } from '@/test/fake-socket';
import { renderApp } from '@/test/render-app';
import { aMessage, CHANNEL_ID, CONVERSATION_ID, mockInboxApi } from '../pages/chats-test-kit';

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

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

type Shown = { title: string; body?: string; click: () => void };

function stubAlerts() {
  const shown: Shown[] = [];
  class FakeNotification {
    static permission = 'granted';
    onclick: (() => void) | null = null;
    constructor(title: string, options: { body?: string }) {
      shown.push({ title, body: options.body, click: () => this.onclick?.() });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('focus', () => {});
  return shown;
}

const customerWrites = (text: string) =>
  act(() =>
    sockets.at(-1)!.serverEmit('message.created', {
      conversationOid: CONVERSATION_ID,
      channelOid: CHANNEL_ID,
      interaction: aMessage({ text }),
    }),
  );

describe('new-message alerts outside the inbox', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sockets.length = 0;
  });

  it('notifies on any admin page while the tab is hidden, and the notification opens the conversation', async () => {
    const shown = stubAlerts();
    mockInboxApi();
    const { router } = renderApp('/admin/profile');
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    customerWrites('¿Seguís ahí?');
    customerWrites('Hola de nuevo');
    expect(shown.map(({ body }) => body)).toEqual(['¿Seguís ahí?', 'Hola de nuevo']);

    act(() => shown[0]!.click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/chats'));
    expect(router.state.location.search).toMatchObject({ conversation: CONVERSATION_ID });
    expect(await screen.findByRole('log')).toBeInTheDocument();
  });

  it('stays quiet for the agents’ own messages and while the tab is visible', async () => {
    const shown = stubAlerts();
    mockInboxApi();
    renderApp('/admin/profile');
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    customerWrites('Visible');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() =>
      sockets.at(-1)!.serverEmit('message.created', {
        conversationOid: CONVERSATION_ID,
        channelOid: CHANNEL_ID,
        interaction: aMessage({ direction: 'out', senderType: 'user', text: 'Respuesta' }),
      }),
    );
    expect(shown).toEqual([]);
  });
});
