import { CONVERSATION_STATUSES, type ConversationStatus } from '@charla/contracts';
import type { InboxFilters } from '../api/keys';

/** Mine: assigned to me and active. New: waiting for someone. All: every open one (or one status). */
export const CHAT_TABS = ['mine', 'new', 'all'] as const;
export type ChatTab = (typeof CHAT_TABS)[number];

/** The inbox's state in the URL, so a link (or a reload) opens the same conversation and filters. */
export type ChatsSearch = {
  tab?: ChatTab;
  conversation?: string;
  channel?: string;
  status?: ConversationStatus;
  q?: string;
};

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : undefined);

/** Unknown or malformed values are dropped rather than sent to the API. */
export function validateChatsSearch(search: Record<string, unknown>): ChatsSearch {
  return {
    tab: oneOf(CHAT_TABS, search.tab),
    conversation: id(search.conversation),
    channel: id(search.channel),
    status: oneOf(CONVERSATION_STATUSES, search.status),
    q: text(search.q, 200),
  };
}

/** What the conversation list asks the API for; the status filter applies to the "all" tab only. */
export function inboxFiltersOf(search: ChatsSearch): InboxFilters {
  const tab = search.tab ?? 'mine';
  const byTab: InboxFilters =
    tab === 'mine'
      ? { status: 'active', assigneeOid: 'me' }
      : tab === 'new'
        ? { status: 'new' }
        : { status: search.status };
  return { ...byTab, channelOid: search.channel, q: search.q };
}
