import type { ConversationStatus } from '@charla/contracts';

/** The inbox's filters, as the conversation list sends them. */
export type InboxFilters = {
  status?: ConversationStatus;
  assigneeOid?: 'me' | 'none';
  channelOid?: string;
  q?: string;
};

/**
 * Every conversation query starts with `conversation`; the second part says which, so a socket
 * event refreshes lists and counts without refetching every open timeline.
 */
export const chatKeys = {
  all: ['conversation'] as const,
  lists: () => ['conversation', 'list'] as const,
  list: (filters: InboxFilters) => ['conversation', 'list', filters] as const,
  unread: () => ['conversation', 'unread'] as const,
  details: () => ['conversation', 'detail'] as const,
  detail: (conversationOid: string) => ['conversation', 'detail', conversationOid] as const,
  interactions: (conversationOid: string) => ['conversation', 'interactions', conversationOid] as const,
  ofContacts: () => ['conversation', 'contact'] as const,
  ofContact: (contactOid: string) => ['conversation', 'contact', contactOid] as const,
  send: (conversationOid: string) => ['conversation', 'send', conversationOid] as const,
  contact: (contactOid: string) => ['contact', contactOid] as const,
  channels: ['channel'] as const,
  members: (channelOid: string) => ['organization', 'user', { channelOid }] as const,
};
