import type { OrganizationUser, Role } from '@charla/contracts';
import { ActionIcon, Avatar, Badge, Box, Group, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_COLORS } from './role-options';

export type MembersTableProps = {
  members: OrganizationUser[] | undefined;
  /** The signed-in user: their row says "You" and has no remove action. */
  currentUserOid: string;
  /** ADMIN and OWNER see the edit and remove actions; a USER sees the table only. */
  canManage: boolean;
  isOnline: (userOid: string) => boolean;
  onEdit: (member: OrganizationUser) => void;
  onRemove: (member: OrganizationUser) => void;
};

const fullName = (member: OrganizationUser) => `${member.name} ${member.lastName}`.trim() || member.email;

function OnlineDot({ isOnline }: { isOnline: boolean }) {
  const { t } = useTranslation('members');
  const label = isOnline ? t('table.online') : t('table.offline');
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      data-online={isOnline}
      w={10}
      h={10}
      style={{
        display: 'inline-block',
        borderRadius: '50%',
        border: '2px solid var(--mantine-color-body)',
        background: isOnline ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-4)',
      }}
    />
  );
}

function StatusBadge({ member }: { member: OrganizationUser }) {
  const { t, i18n } = useTranslation('members');
  // The time the page opened is precise enough to tell an expired invitation; it needs no ticking.
  const [openedAt] = useState(Date.now);
  if (member.status === 'active') {
    return (
      <Badge color="green" variant="light" miw="max-content">
        {t('table.active')}
      </Badge>
    );
  }
  const expiresAt = member.expiresAt ? new Date(member.expiresAt) : null;
  const isExpired = expiresAt !== null && expiresAt.getTime() < openedAt;
  const badge = (
    <Badge color={isExpired ? 'red' : 'yellow'} variant="light" miw="max-content">
      {isExpired ? t('table.expired') : t('table.invited')}
    </Badge>
  );
  if (!expiresAt || isExpired) return badge;
  return (
    <Tooltip label={t('table.expires', { date: expiresAt.toLocaleDateString(i18n.language) })}>
      {badge}
    </Tooltip>
  );
}

function ChannelsLabel({ role, channels }: { role: Role; channels: string[] }) {
  const { t } = useTranslation('members');
  return role === 'USER' ? t('table.channelCount', { count: channels.length }) : t('table.allChannels');
}

/** The organization's members and pending invitations, with presence and the actions the user may take. */
export function MembersTable({
  members,
  currentUserOid,
  canManage,
  isOnline,
  onEdit,
  onRemove,
}: MembersTableProps) {
  const { t } = useTranslation('members');
  const columns = canManage ? 7 : 6;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label={t('table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.columns.name')}</Table.Th>
            <Table.Th>{t('table.columns.email')}</Table.Th>
            <Table.Th>{t('table.columns.role')}</Table.Th>
            <Table.Th>{t('table.columns.primary')}</Table.Th>
            <Table.Th>{t('table.columns.channels')}</Table.Th>
            <Table.Th>{t('table.columns.status')}</Table.Th>
            {canManage ? (
              <Table.Th>
                <span className="mantine-visually-hidden">{t('table.columns.actions')}</span>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members === undefined ? (
            <Table.Tr>
              <Table.Td colSpan={columns}>
                <Skeleton height={24} />
              </Table.Td>
            </Table.Tr>
          ) : null}
          {members?.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns}>
                <Text c="dimmed">{t('table.empty')}</Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {members?.map((member) => {
            const name = fullName(member);
            const isSelf = member._id === currentUserOid;
            const isActive = member.status === 'active';
            return (
              <Table.Tr key={member._id} data-member-id={member._id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Box pos="relative" style={{ flexShrink: 0 }}>
                      <Avatar src={member.avatarUrl} name={name} color="initials" radius="xl" size="md" />
                      {isActive ? (
                        <Box pos="absolute" right={0} bottom={0} lh={0}>
                          <OnlineDot isOnline={isOnline(member._id)} />
                        </Box>
                      ) : null}
                    </Box>
                    <div>
                      <Text fw={500}>{name}</Text>
                      {isSelf ? (
                        <Text size="xs" c="dimmed">
                          {t('table.you')}
                        </Text>
                      ) : null}
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>{member.email}</Table.Td>
                <Table.Td>
                  <Badge color={ROLE_COLORS[member.role]} variant="light" miw="max-content">
                    {t(`roles.${member.role}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{member.primary ? t('table.primaryYes') : t('table.primaryNo')}</Table.Td>
                <Table.Td>
                  <ChannelsLabel role={member.role} channels={member.channels} />
                </Table.Td>
                <Table.Td>
                  <StatusBadge member={member} />
                </Table.Td>
                {canManage ? (
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('table.edit', { name })}
                        onClick={() => onEdit(member)}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      {isSelf ? null : (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('table.remove', { name })}
                          onClick={() => onRemove(member)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
