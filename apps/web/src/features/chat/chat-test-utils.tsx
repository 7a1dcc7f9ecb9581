import type { Interaction, VisitorChannel, VisitorSession } from '@charla/contracts';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { AppProviders } from '@/app-providers';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';
import type { VisitorSocket } from './api/visitor-socket';
import { VisitorSocketFactoryContext } from './hooks/use-visitor-socket';

// happy-dom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

export const PUBLIC_KEY = 'pk_test';
export const CHANNEL_ID = '55555555-5555-4555-8555-555555555555';
export const CONTACT_ID = '66666666-6666-4666-8666-666666666666';
export const CONVERSATION_ID = '77777777-7777-4777-8777-777777777777';
export const AGENT_ID = '88888888-8888-4888-8888-888888888888';
export const CHAT_URL = `/chat?key=${PUBLIC_KEY}&channel=${CHANNEL_ID}`;

export function aVisitorChannel(overrides: Partial<VisitorChannel> = {}): VisitorChannel {
  return {
    _id: CHANNEL_ID,
    type: 'webchat',
    title: 'Tienda Sol',
    welcomeMessage: '¡Hola! ¿En qué podemos ayudarte?',
    color: '#2f9e44',
    allowedDomains: [],
    identityVerificationRequired: false,
    organization: { name: 'Sol S.L.', imageUrl: null },
    ...overrides,
  };
}

export function aVisitorSession(overrides: Partial<VisitorSession> = {}): VisitorSession {
  return {
    token: 'vt_new',
    contactOid: CONTACT_ID,
    channelOid: CHANNEL_ID,
    conversationOid: null,
    contact: { name: null, email: null, isVerified: false },
    channel: aVisitorChannel(),
    ...overrides,
  };
}

export function anInteraction(overrides: Partial<Interaction> = {}): Interaction {
  return {
    _id: crypto.randomUUID(),
    conversationOid: CONVERSATION_ID,
    direction: 'in',
    senderType: 'contact',
    sender: null,
    kind: 'text',
    text: 'Hola',
    attachments: [],
    clientId: null,
    createdAt: '2030-01-01T09:00:00.000Z',
    ...overrides,
  };
}

export function anAgentReply(text: string, overrides: Partial<Interaction> = {}): Interaction {
  return anInteraction({
    direction: 'out',
    senderType: 'user',
    sender: { _id: AGENT_ID, firstName: 'Ana', lastName: 'García', avatarUrl: null },
    text,
    createdAt: '2030-01-01T09:01:00.000Z',
    ...overrides,
  });
}

export const aConversation = (overrides: { agentLastReadAt?: string | null } = {}) => ({
  _id: CONVERSATION_ID,
  channelOid: CHANNEL_ID,
  status: 'active' as const,
  assignee: { _id: AGENT_ID, firstName: 'Ana', lastName: 'García', avatarUrl: null },
  agentLastReadAt: null,
  createdAt: '2030-01-01T09:00:00.000Z',
  lastMessageAt: '2030-01-01T09:00:00.000Z',
  ...overrides,
});

type Handler = (payload: never) => void;

/** The visitor's socket as tests play it: `serverEmit` delivers an event, `sent` records what the chat emitted. */
export class FakeVisitorSocket {
  readonly sent: { name: string; payload: unknown }[] = [];
  connected = true;
  connectCalls = 0;
  private readonly handlers = new Map<string, Set<Handler>>();

  on(name: string, handler: Handler) {
    this.handlers.set(name, (this.handlers.get(name) ?? new Set()).add(handler));
    return this;
  }
  off(name: string, handler: Handler) {
    this.handlers.get(name)?.delete(handler);
    return this;
  }
  connect() {
    this.connectCalls += 1;
    return this;
  }
  disconnect() {
    return this;
  }
  emit(name: string, payload?: unknown) {
    this.sent.push({ name, payload });
    return this;
  }
  serverEmit(name: string, payload?: unknown) {
    for (const handler of this.handlers.get(name) ?? []) (handler as (payload: unknown) => void)(payload);
  }
}

/** The real app on an in-memory URL, its visitor socket replaced by `socket`. */
export function renderChat(url: string, socket = new FakeVisitorSocket()) {
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [url] }) });
  const createSocket = () => socket as unknown as VisitorSocket;
  const view = render(
    <AppProviders queryClient={queryClient}>
      <VisitorSocketFactoryContext value={createSocket}>
        <RouterProvider router={router} />
      </VisitorSocketFactoryContext>
    </AppProviders>,
  );
  return { ...view, socket, queryClient, router };
}
