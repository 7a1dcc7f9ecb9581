import { CONVERSATION_STATUSES, type Channel } from '@charla/contracts';
import { Button, Group, ScrollArea, Select, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversations } from '../api/get-conversations';
import { CHAT_TABS, inboxFiltersOf, type ChatsSearch, type ChatTab } from '../lib/chats-search';
import { ConversationListItem } from './conversation-list-item';

const SEARCH_DELAY_MS = 300;

export function ConversationList({
  search,
  channels,
  onSearchChange,
  onSelect,
}: {
  search: ChatsSearch;
  channels: Channel[];
  onSearchChange: (patch: Partial<ChatsSearch>) => void;
  onSelect: (conversationOid: string) => void;
}) {
  const { t } = useTranslation('chats');
  const tab = search.tab ?? 'mine';
  const conversations = useConversations(inboxFiltersOf(search));
  const [query, setQuery] = useState(search.q ?? '');
  const [debouncedQuery] = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const items = conversations.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    if (debouncedQuery !== (search.q ?? '')) onSearchChange({ q: debouncedQuery || undefined });
  }, [debouncedQuery, search.q, onSearchChange]);

  const loadMore = () => {
    if (conversations.hasNextPage && !conversations.isFetchingNextPage) void conversations.fetchNextPage();
  };

  return (
    <Stack gap="xs" flex={1} mih={0} miw={0}>
      <Tabs
        value={tab}
        onChange={(value) => onSearchChange({ tab: (value as ChatTab | null) ?? 'mine', status: undefined })}
      >
        <Tabs.List grow aria-label={t('tabs.label')}>
          {CHAT_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TextInput
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <Group grow gap="xs">
        <Select
          aria-label={t('filters.channel')}
          placeholder={t('filters.allChannels')}
          data={channels.map((channel) => ({ value: channel._id, label: channel.name }))}
          value={search.channel ?? null}
          onChange={(value) => onSearchChange({ channel: value ?? undefined })}
          clearable
          size="xs"
        />
        {tab === 'all' ? (
          <Select
            aria-label={t('filters.status')}
            placeholder={t('filters.openStatuses')}
            data={CONVERSATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            value={search.status ?? null}
            onChange={(value) => onSearchChange({ status: (value as ChatsSearch['status']) ?? undefined })}
            clearable
            size="xs"
          />
        ) : null}
      </Group>
      <ScrollArea flex={1} mih={0} type="auto" onBottomReached={loadMore}>
        {conversations.isPending ? (
          <Stack gap="xs">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={64} />
            ))}
          </Stack>
        ) : items.length === 0 ? (
          <Text c="dimmed" size="sm" p="md" ta="center">
            {search.q || search.channel || search.status ? t('list.noMatches') : t(`list.empty.${tab}`)}
          </Text>
        ) : (
          <Stack
            gap={2}
            component="ul"
            aria-label={t('list.label')}
            style={{ listStyle: 'none' }}
            p={0}
            m={0}
          >
            {items.map((conversation) => (
              <li key={conversation._id}>
                <ConversationListItem
                  conversation={conversation}
                  isSelected={conversation._id === search.conversation}
                  onSelect={onSelect}
                />
              </li>
            ))}
          </Stack>
        )}
        {conversations.hasNextPage ? (
          <Button variant="subtle" fullWidth onClick={loadMore} loading={conversations.isFetchingNextPage}>
            {t('list.more')}
          </Button>
        ) : null}
      </ScrollArea>
    </Stack>
  );
}
