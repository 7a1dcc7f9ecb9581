import type { Interaction } from '@charla/contracts';
import { describe, expect, it } from 'vitest';
import { addToTimeline, isReadByContact, timelineOf, type TimelinePages } from './timeline';

const message = (overrides: Partial<Interaction>): Interaction => ({
  _id: crypto.randomUUID(),
  conversationOid: '55555555-5555-4555-8555-555555555555',
  direction: 'out',
  senderType: 'user',
  sender: null,
  kind: 'text',
  text: 'Hola',
  attachments: [],
  clientId: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  ...overrides,
});

const pages = (...items: Interaction[][]): TimelinePages => ({
  pages: items.map((page, index) => ({ items: page, nextCursor: index < items.length - 1 ? 'c' : null })),
  pageParams: items.map((_, index) => (index === 0 ? undefined : 'c')),
});

describe('timeline', () => {
  it('adds a new message to the newest page once, whether it comes back by id or by clientId', () => {
    const old = message({ createdAt: '2030-01-01T09:00:00.000Z' });
    const reply = message({ clientId: 'c-1', createdAt: '2030-01-01T10:00:00.000Z' });
    const once = addToTimeline(pages([old]), reply)!;
    expect(once.pages[0]!.items).toEqual([reply, old]);
    expect(addToTimeline(once, { ...reply })).toBe(once);
    expect(addToTimeline(once, { ...reply, _id: crypto.randomUUID() })).toBe(once);
  });

  it('leaves a timeline that was never fetched alone', () => {
    expect(addToTimeline(undefined, message({}))).toBeUndefined();
  });

  it('lists every loaded page oldest first, each message once', () => {
    const [a, b, c] = ['08', '09', '10'].map((hour) =>
      message({ createdAt: `2030-01-01T${hour}:00:00.000Z` }),
    );
    expect(timelineOf(pages([c!, b!], [b!, a!]))).toEqual([a, b, c]);
  });

  it('shows agent replies as read up to the customer read mark, never notes or customer messages', () => {
    const readAt = '2030-01-01T10:00:00.000Z';
    expect(isReadByContact(message({ createdAt: '2030-01-01T09:59:59.000Z' }), readAt)).toBe(true);
    expect(isReadByContact(message({ createdAt: readAt }), readAt)).toBe(true);
    expect(isReadByContact(message({ createdAt: '2030-01-01T10:00:01.000Z' }), readAt)).toBe(false);
    expect(isReadByContact(message({ kind: 'note' }), readAt)).toBe(false);
    expect(isReadByContact(message({ direction: 'in', senderType: 'contact' }), readAt)).toBe(false);
    expect(isReadByContact(message({}), null)).toBe(false);
  });
});
