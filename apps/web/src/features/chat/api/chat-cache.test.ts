import { describe, expect, it } from 'vitest';
import { aConversation, anInteraction } from '../chat-test-utils';
import { insertInteraction, markAgentRead, timeline } from './chat-cache';
import type { ChatData } from './get-visitor-chat';

const dataWith = (
  items = [anInteraction({ text: 'uno' })],
  agentLastReadAt: string | null = null,
): ChatData => ({
  pages: [{ conversation: aConversation({ agentLastReadAt }), items, nextCursor: null }],
  pageParams: [null],
});

describe('the chat cache', () => {
  it('adds a new message at the newest end', () => {
    const added = anInteraction({ text: 'dos', createdAt: '2030-01-01T09:05:00.000Z' });
    expect(timeline(insertInteraction(dataWith(), added)).map((item) => item.text)).toEqual(['uno', 'dos']);
  });

  it.each([
    ['the same id', (known: ReturnType<typeof anInteraction>) => ({ ...known })],
    [
      'the same clientId',
      (known: ReturnType<typeof anInteraction>) => anInteraction({ clientId: known.clientId }),
    ],
  ])('keeps one message when one with %s arrives twice', (_label, again) => {
    const known = anInteraction({ clientId: 'c-1' });
    const data = dataWith([known]);
    expect(insertInteraction(data, again(known))).toBe(data);
  });

  it('moves the agent read mark forward only', () => {
    const data = dataWith(undefined, '2030-01-01T09:05:00.000Z');
    expect(markAgentRead(data, '2030-01-01T09:01:00.000Z')).toBe(data);
    const later = markAgentRead(data, '2030-01-01T09:09:00.000Z');
    expect(later?.pages[0]?.conversation?.agentLastReadAt).toBe('2030-01-01T09:09:00.000Z');
  });
});
