import { describe, expect, it } from 'vitest';
import { inboxFiltersOf, validateChatsSearch } from './chats-search';

const ID = '55555555-5555-4555-8555-555555555555';

describe('inbox state in the URL', () => {
  it('keeps known values and drops malformed ones', () => {
    expect(
      validateChatsSearch({ tab: 'new', conversation: ID, channel: 'nope', status: 'open', q: '  ana ' }),
    ).toEqual({ tab: 'new', conversation: ID, channel: undefined, status: undefined, q: 'ana' });
  });

  it.each([
    [{}, { status: 'active', assigneeOid: 'me' }],
    [{ tab: 'new' as const, status: 'closed' as const }, { status: 'new' }],
    [{ tab: 'all' as const }, { status: undefined }],
    [
      { tab: 'all' as const, status: 'closed' as const, channel: ID, q: 'x' },
      { status: 'closed', channelOid: ID, q: 'x' },
    ],
  ])('asks the API for the tab and filters of %j', (search, expected) => {
    expect(inboxFiltersOf(search)).toMatchObject(expected);
  });
});
