import type { Conversation } from '@charla/contracts';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignConversation } from '../api/conversation-actions';
import { useChannelMembers } from '../api/get-members';

/** Assign to me, to a member who may see the channel, or back to nobody. */
export function AssignMenu({ conversation, userOid }: { conversation: Conversation; userOid: string }) {
  const { t } = useTranslation('chats');
  const [isOpen, setIsOpen] = useState(false);
  const members = useChannelMembers(conversation.channel._id, { isEnabled: isOpen });
  const assign = useAssignConversation();
  const assignTo = (target: string | null) =>
    assign.mutate({ conversationOid: conversation._id, userOid: target });
  const assignee = conversation.assignee;
  return (
    <Menu opened={isOpen} onChange={setIsOpen} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          loading={assign.isPending}
          leftSection={<IconUser size={14} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('assign.label', {
            name: assignee ? `${assignee.firstName} ${assignee.lastName}`.trim() : t('assign.nobody'),
          })}
        >
          {assignee ? assignee.firstName : t('assign.nobody')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {assignee?._id !== userOid ? (
          <Menu.Item onClick={() => assignTo(userOid)}>{t('assign.toMe')}</Menu.Item>
        ) : null}
        <Menu.Label>{t('assign.members')}</Menu.Label>
        {(members.data ?? [])
          .filter((member) => member._id !== userOid && member._id !== assignee?._id)
          .map((member) => (
            <Menu.Item key={member._id} onClick={() => assignTo(member._id)}>
              {`${member.name} ${member.lastName}`.trim()}
            </Menu.Item>
          ))}
        {assignee ? (
          <>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => assignTo(null)}>
              {t('assign.unassign')}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
