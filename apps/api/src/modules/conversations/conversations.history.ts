import type { ConversationHistoryFilters, ListAllConversationsQuery } from '@charla/contracts';
import type { AppDeps } from '../../app.js';
import type { RequestAuth } from '../../platform/route-config.js';
import { viewerOf, type Viewer } from './conversations.access.js';
import { decodeCursor, toPage, type Keyset } from './conversations.cursor.js';
import { CSV_HEADER, conversationCsvLine, csvLine } from './conversations.csv.js';
import { conversationEntity } from './conversations.entity.js';
import { listConversationRows, type ConversationFilter } from './conversations.repository.js';
import { assigneeFilter } from './conversations.service.js';

type Deps = Pick<AppDeps, 'database'>;

/** Rows per statement while exporting: big enough to be quick, small enough to stream. */
const EXPORT_BATCH = 500;

function historyFilter(viewer: Viewer, filters: ConversationHistoryFilters): ConversationFilter {
  return {
    organizationId: viewer.organizationId,
    channelIds: viewer.channelIds,
    userId: viewer.userId,
    statuses: filters.status ? [filters.status] : null,
    assignee: assigneeFilter(viewer, filters.assigneeOid),
    channelId: filters.channelOid ?? null,
    contactId: filters.contactOid ?? null,
    q: filters.q ?? null,
    from: filters.from ? new Date(filters.from) : null,
    to: filters.to ? new Date(filters.to) : null,
  };
}

const keyOf = (row: { lastMessageAt: Date; id: string }): Keyset => ({ at: row.lastMessageAt, id: row.id });

/** GET /conversation/all: every status the caller may see, newest activity first. */
export async function listAllConversations(deps: Deps, auth: RequestAuth, query: ListAllConversationsQuery) {
  const filter = historyFilter(await viewerOf(deps, auth), query);
  const rows = await listConversationRows(deps.database.db, {
    filter,
    after: decodeCursor(query.cursor),
    limit: query.limit + 1,
  });
  return toPage(rows, query.limit, keyOf, conversationEntity);
}

/**
 * GET /conversation/export: the same history as CSV, read in keyset batches while it is written, so
 * a large export never sits in memory. Access is checked before the first byte.
 */
export async function exportConversations(
  deps: Deps,
  auth: RequestAuth,
  filters: ConversationHistoryFilters,
): Promise<AsyncIterable<string>> {
  const filter = historyFilter(await viewerOf(deps, auth), filters);
  async function* lines() {
    yield csvLine(CSV_HEADER);
    let after: Keyset | null = null;
    for (;;) {
      const rows = await listConversationRows(deps.database.db, { filter, after, limit: EXPORT_BATCH });
      for (const row of rows) yield conversationCsvLine(conversationEntity(row));
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_BATCH) return;
      after = keyOf(last);
    }
  }
  return lines();
}
