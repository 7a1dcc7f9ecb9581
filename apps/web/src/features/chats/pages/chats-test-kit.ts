import type { Channel, Contact, Conversation, Interaction } from '@charla/contracts';
import { storeSession } from '@/lib/session/token-store';
import { mockApi, type MockHandler, type MockReply } from '@/test/api-mock';
import { anOrganization, aUser, ORGANIZATIONS, ORGANIZATION_ID } from '@/test/fixtures';

export const CHANNEL_ID = '55555555-5555-4555-8555-555555555555';
export const CONVERSATION_ID = '66666666-6666-4666-8666-666666666666';
export const CONTACT_ID = '77777777-7777-4777-8777-777777777777';
export const ME = aUser()._id;

export const WEB: Channel = {
  _id: CHANNEL_ID,
  type: 'webchat',
  name: 'Tienda',
  status: 'connected',
  connectedAt: '2030-01-01T09:00:00.000Z',
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

export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: CONVERSATION_ID,
    status: 'active',
    channel: { _id: CHANNEL_ID, name: 'Tienda', type: 'webchat' },
    contact: { _id: CONTACT_ID, name: 'Lucía', email: 'lucia@example.com', phone: null },
    assignee: { _id: ME, firstName: 'Ana', lastName: 'García', avatarUrl: null },
    lastMessageAt: '2030-01-01T10:00:00.000Z',
    lastMessagePreview: '¿Tenéis talla M?',
    unreadCount: 0,
    contactLastReadAt: null,
    createdAt: '2030-01-01T09:59:00.000Z',
    ...overrides,
  };
}

export function aMessage(overrides: Partial<Interaction> = {}): Interaction {
  return {
    _id: crypto.randomUUID(),
    conversationOid: CONVERSATION_ID,
    direction: 'in',
    senderType: 'contact',
    sender: null,
    kind: 'text',
    text: '¿Tenéis talla M?',
    attachments: [],
    clientId: null,
    createdAt: '2030-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aContact(overrides: Partial<Contact> = {}): Contact {
  return {
    _id: CONTACT_ID,
    name: 'Lucía',
    email: 'lucia@example.com',
    phone: null,
    identifier: null,
    isVerified: false,
    createdAt: '2030-01-01T09:59:00.000Z',
    updatedAt: '2030-01-01T09:59:00.000Z',
    ...overrides,
  };
}

const page = <T>(items: T[]) => ({ body: { data: { items, nextCursor: null } } });

/** What the fake server holds; tests change it and the next fetch answers with it. */
export type InboxState = {
  mine: Conversation[];
  waiting: Conversation[];
  timeline: Interaction[];
  channels: Channel[];
};

/** The API of one agent's inbox, with one conversation (mine) open by default. */
export function mockInboxApi({
  role = 'OWNER',
  channels = [],
  state: initial = {},
  extra = {},
}: {
  role?: 'OWNER' | 'USER';
  channels?: string[];
  state?: Partial<InboxState>;
  extra?: Record<string, MockHandler | MockReply>;
} = {}) {
  storeSession({ token: 'ses_ok', organizationOid: ORGANIZATION_ID });
  const state: InboxState = {
    mine: [aConversation()],
    waiting: [],
    timeline: [aMessage()],
    channels: [WEB],
    ...initial,
  };
  const detail = () => state.mine.find((item) => item._id === CONVERSATION_ID) ?? aConversation();
  const fetchMock = mockApi({
    'GET /user/session': { body: { data: aUser({ role, channels }) } },
    'GET /organization': { body: { data: anOrganization() } },
    'GET /organization/all': { body: { data: ORGANIZATIONS } },
    'GET /organization/user/online': { body: { data: [] } },
    'GET /channel': () => ({ body: { data: state.channels } }),
    'GET /conversation': ({ url }) =>
      page(url.searchParams.get('status') === 'new' ? state.waiting : state.mine),
    [`GET /conversation/${CONVERSATION_ID}`]: () => ({ body: { data: detail() } }),
    [`GET /conversation/${CONVERSATION_ID}/interactions`]: () => page([...state.timeline].reverse()),
    [`POST /conversation/${CONVERSATION_ID}/read`]: () => {
      state.mine = state.mine.map((item) => ({ ...item, unreadCount: 0 }));
      return { body: { data: { ok: true } } };
    },
    'GET /conversation/all': page([]),
    [`GET /contact/${CONTACT_ID}`]: { body: { data: aContact() } },
    ...extra,
  });
  return { fetchMock, state };
}
