import { Center, Drawer, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/get-session';
import { useConversation } from '../api/get-conversation';
import { useChatChannels } from '../api/get-channels';
import { AlertSettingsMenu } from '../components/alert-settings-menu';
import { ContactPanel } from '../components/contact-panel';
import { ConversationList } from '../components/conversation-list';
import { ConversationPane } from '../components/conversation-pane';
import { NoChannelAccess } from '../components/no-channel-access';
import { useInboxLive } from '../hooks/use-inbox-live';
import { useNewMessageAlerts } from '../hooks/use-new-message-alerts';
import { useUnreadTitle } from '../hooks/use-unread-title';
import type { ChatsSearch } from '../lib/chats-search';
import classes from '../components/chats.module.css';

export type ChatsPageProps = {
  search: ChatsSearch;
  onSearchChange: (patch: Partial<ChatsSearch>) => void;
};

function ContactColumn({
  conversationOid,
  onSelect,
}: {
  conversationOid: string;
  onSelect: (conversationOid: string) => void;
}) {
  const conversation = useConversation(conversationOid);
  return conversation.data ? (
    <ContactPanel key={conversation.data.contact._id} conversation={conversation.data} onSelect={onSelect} />
  ) : null;
}

/**
 * The agents' inbox (/admin/chats): conversations, the open one and its contact side by side; on a
 * narrow screen the list or the conversation. Everything follows socket events live.
 */
export function ChatsPage({ search, onSearchChange }: ChatsPageProps) {
  const { t } = useTranslation('chats');
  const { data: user } = useSession();
  const channels = useChatChannels();
  const isCompact = useMediaQuery('(max-width: 62em)') ?? false;
  // Beside the conversation only where three columns fit; elsewhere in a drawer on demand.
  const hasContactColumn = !(useMediaQuery('(max-width: 88em)') ?? false);
  const [isContactOpen, setIsContactOpen] = useState(false);
  const select = (conversationOid: string) => onSearchChange({ conversation: conversationOid });
  const alertOf = useNewMessageAlerts({ onOpen: select });
  useInboxLive({ userOid: user._id, onCustomerMessage: alertOf });
  useUnreadTitle();

  if (channels.isPending) return <Skeleton height={320} />;
  if (!channels.data?.length) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('page.title')}</Title>
        <NoChannelAccess canManage={user.role !== 'USER'} />
      </Stack>
    );
  }

  const openOid = search.conversation;
  const showsList = !isCompact || !openOid;
  const showsConversation = !isCompact || Boolean(openOid);
  return (
    <div className={classes.layout}>
      {showsList ? (
        <Paper
          withBorder
          className={classes.pane}
          w={isCompact ? '100%' : 340}
          p="sm"
          style={{ flexShrink: 0 }}
        >
          <Group justify="space-between" mb="xs">
            <Title order={1} size="h3">
              {t('page.title')}
            </Title>
            <AlertSettingsMenu />
          </Group>
          <ConversationList
            search={search}
            channels={channels.data}
            onSearchChange={onSearchChange}
            onSelect={select}
          />
        </Paper>
      ) : null}
      {showsConversation ? (
        <Paper withBorder className={classes.pane} flex={1}>
          {openOid ? (
            <ConversationPane
              key={openOid}
              conversationOid={openOid}
              userOid={user._id}
              onBack={isCompact ? () => onSearchChange({ conversation: undefined }) : undefined}
              onShowContact={hasContactColumn && !isCompact ? undefined : () => setIsContactOpen(true)}
            />
          ) : (
            <Center h="100%">
              <Stack align="center" gap="xs">
                <IconMessages size={40} color="var(--mantine-color-dimmed)" aria-hidden />
                <Text c="dimmed">{t('conversation.none')}</Text>
              </Stack>
            </Center>
          )}
        </Paper>
      ) : null}
      {openOid && hasContactColumn && !isCompact ? (
        <Paper withBorder className={classes.pane} w={300} style={{ flexShrink: 0 }}>
          <ContactColumn conversationOid={openOid} onSelect={select} />
        </Paper>
      ) : null}
      {openOid && (!hasContactColumn || isCompact) ? (
        <Drawer
          opened={isContactOpen}
          onClose={() => setIsContactOpen(false)}
          position="right"
          size="sm"
          title={t('contact.label')}
        >
          <ContactColumn
            conversationOid={openOid}
            onSelect={(conversationOid) => {
              setIsContactOpen(false);
              select(conversationOid);
            }}
          />
        </Drawer>
      ) : null}
    </div>
  );
}
