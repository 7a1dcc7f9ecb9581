import type { Conversation } from '@charla/contracts';
import { Button, Center, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInteractions } from '../api/get-interactions';
import type { PendingMessage } from '../api/send-message';
import { timelineOf } from '../lib/timeline';
import { PendingMessageItem, StoredMessage } from './message-item';

/** How close to the bottom (px) still counts as "reading the latest": new messages then scroll in. */
const NEAR_BOTTOM = 120;

/**
 * The conversation's messages, oldest at the top. The newest page loads first; scrolling to the top
 * loads older pages while keeping what is on screen in place. The agent's pending and failed
 * messages follow, until the stored copy (same clientId) replaces them.
 */
export function MessageTimeline({
  conversation,
  pending,
  onRetry,
}: {
  conversation: Conversation;
  pending: PendingMessage[];
  onRetry: (message: PendingMessage) => void;
}) {
  const { t } = useTranslation('chats');
  const interactions = useInteractions(conversation._id);
  const items = timelineOf(interactions.data);
  const storedClientIds = new Set(items.map((item) => item.clientId));
  const waiting = pending.filter((message) => !storedClientIds.has(message.clientId));

  const viewport = useRef<HTMLDivElement>(null);
  const isNearBottom = useRef(true);
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);
  const firstId = items[0]?._id;
  const lastKey = waiting.at(-1)?.clientId ?? items.at(-1)?._id;

  const loadOlder = () => {
    if (!interactions.hasNextPage || interactions.isFetchingNextPage) return;
    const element = viewport.current;
    if (element) beforeOlder.current = { height: element.scrollHeight, top: element.scrollTop };
    void interactions.fetchNextPage();
  };

  // Older messages went in above: keep the ones being read where they were.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || !beforeOlder.current) return;
    element.scrollTop = beforeOlder.current.top + (element.scrollHeight - beforeOlder.current.height);
    beforeOlder.current = null;
  }, [firstId]);

  // A new message at the bottom scrolls in when the agent was there, or when the agent sent it.
  const isOwnLatest = waiting.length > 0;
  useLayoutEffect(() => {
    const element = viewport.current;
    if (element && (isNearBottom.current || isOwnLatest)) element.scrollTop = element.scrollHeight;
  }, [lastKey, isOwnLatest]);

  if (interactions.isPending) {
    return (
      <Center flex={1}>
        <Loader size="sm" aria-label={t('timeline.loading')} />
      </Center>
    );
  }

  return (
    <ScrollArea
      flex={1}
      mih={0}
      type="auto"
      viewportRef={viewport}
      onTopReached={loadOlder}
      onScrollPositionChange={() => {
        const element = viewport.current;
        if (element) {
          isNearBottom.current =
            element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM;
        }
      }}
    >
      <Stack gap="sm" p="sm" role="log" aria-label={t('timeline.label')} aria-live="polite">
        {interactions.hasNextPage ? (
          <Button variant="subtle" size="xs" onClick={loadOlder} loading={interactions.isFetchingNextPage}>
            {t('timeline.older')}
          </Button>
        ) : items.length > 0 ? (
          <Text size="xs" c="dimmed" ta="center">
            {t('timeline.start')}
          </Text>
        ) : null}
        {items.map((interaction) => (
          <StoredMessage
            key={interaction._id}
            interaction={interaction}
            contactLastReadAt={conversation.contactLastReadAt}
          />
        ))}
        {waiting.map((message) => (
          <PendingMessageItem key={message.clientId} message={message} onRetry={onRetry} />
        ))}
      </Stack>
    </ScrollArea>
  );
}
