import type { Conversation } from '@charla/contracts';
import {
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconPencil, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContact } from '../api/contact';
import { useContactConversations } from '../api/get-contact-conversations';
import { ContactForm } from './contact-form';
import { contactNameOf } from './contact-name';
import { STATUS_COLORS } from './conversation-list-item';
import { RelativeTime } from './relative-time';
import classes from './chats.module.css';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Who the customer is (editable), where they write from, and their other conversations. */
export function ContactPanel({
  conversation,
  onSelect,
}: {
  conversation: Conversation;
  onSelect: (conversationOid: string) => void;
}) {
  const { t } = useTranslation('chats');
  const contactOid = conversation.contact._id;
  const contact = useContact(contactOid);
  const history = useContactConversations(contactOid);
  const [isEditing, setIsEditing] = useState(false);
  const others = (history.data?.items ?? []).filter((item) => item._id !== conversation._id);
  const none = t('contact.none');

  return (
    <ScrollArea h="100%" type="auto">
      <Stack gap="sm" p="sm" component="section" aria-label={t('contact.label')}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap={4} wrap="nowrap" miw={0}>
            <Text fw={600} truncate component="h3" m={0} size="md">
              {contactNameOf(contact.data ?? conversation.contact, t)}
            </Text>
            {contact.data?.isVerified ? (
              <IconRosetteDiscountCheck
                size={16}
                color="var(--mantine-color-blue-filled)"
                aria-label={t('contact.verified')}
              />
            ) : null}
          </Group>
          {contact.data && !isEditing ? (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconPencil size={12} aria-hidden />}
              onClick={() => setIsEditing(true)}
            >
              {t('contact.edit')}
            </Button>
          ) : null}
        </Group>
        {contact.isPending ? (
          <Skeleton height={120} />
        ) : contact.data && isEditing ? (
          <ContactForm
            key={contact.data.updatedAt}
            contact={contact.data}
            onDone={() => setIsEditing(false)}
          />
        ) : contact.data ? (
          <Stack gap="xs">
            <Field label={t('contact.name')}>{contact.data.name ?? none}</Field>
            <Field label={t('contact.email')}>
              {contact.data.email ? (
                <Anchor href={`mailto:${contact.data.email}`}>{contact.data.email}</Anchor>
              ) : (
                none
              )}
            </Field>
            <Field label={t('contact.phone')}>
              {contact.data.phone ? (
                <Anchor href={`tel:${contact.data.phone}`}>{contact.data.phone}</Anchor>
              ) : (
                none
              )}
            </Field>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('contact.unavailable')}
          </Text>
        )}
        <Field label={t('contact.channel')}>
          {t('contact.channelValue', {
            name: conversation.channel.name,
            type: t(`channelTypes.${conversation.channel.type}`, { defaultValue: conversation.channel.type }),
          })}
        </Field>
        <Divider />
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {t('contact.previous')}
        </Text>
        {history.isPending ? (
          <Skeleton height={48} />
        ) : others.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('contact.noPrevious')}
          </Text>
        ) : (
          <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {others.map((item) => (
              <li key={item._id}>
                <UnstyledButton className={classes.listItem} onClick={() => onSelect(item._id)}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Badge size="xs" variant="dot" color={STATUS_COLORS[item.status]}>
                      {t(`status.${item.status}`)}
                    </Badge>
                    <RelativeTime iso={item.lastMessageAt} size="xs" c="dimmed" />
                  </Group>
                  <Text size="sm" truncate>
                    {item.lastMessagePreview ?? t('list.noPreview')}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </ScrollArea>
  );
}
