import type { OrganizationUser } from '@charla/contracts';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLink, IconMailPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnlineMembers } from '@/lib/realtime/presence';
import { useCurrentOrganization } from '@/lib/session/get-current-organization';
import { useSession } from '@/lib/session/get-session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMembers } from '../api/get-members';
import { EditMemberModal } from '../components/edit-member-modal';
import { InviteLinkModal } from '../components/invite-link-modal';
import { InviteMemberModal } from '../components/invite-member-modal';
import { MembersTable } from '../components/members-table';
import { useMembersLive } from '../hooks/use-members-live';
import { useRemoveMemberAction } from '../hooks/use-remove-member';

/** /admin/organizations/my: the current organization's members, their presence, invitations and roles. */
export function MyOrganizationPage() {
  const { t } = useTranslation('members');
  useDocumentTitle(t('page.title'));
  const { data: user } = useSession();
  const { data: organization } = useCurrentOrganization();
  const members = useMembers();
  const { isOnline } = useOnlineMembers();
  useMembersLive();
  const remove = useRemoveMemberAction();
  const [isInviteOpen, inviteModal] = useDisclosure(false);
  const [isLinkOpen, linkModal] = useDisclosure(false);
  const [editing, setEditing] = useState<OrganizationUser | null>(null);
  const canManage = user.role === 'OWNER' || user.role === 'ADMIN';

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('page.title')}</Title>
          <Text c="dimmed">{t('page.subtitle', { name: organization.name })}</Text>
        </div>
        {canManage ? (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconLink size={16} aria-hidden />}
              onClick={linkModal.open}
            >
              {t('page.inviteByLink')}
            </Button>
            <Button leftSection={<IconMailPlus size={16} aria-hidden />} onClick={inviteModal.open}>
              {t('page.inviteByEmail')}
            </Button>
          </Group>
        ) : null}
      </Group>
      <Card withBorder padding={0}>
        <MembersTable
          members={members.data}
          currentUserOid={user._id}
          canManage={canManage}
          isOnline={isOnline}
          onEdit={setEditing}
          onRemove={(member) => void remove(member)}
        />
      </Card>
      {canManage ? (
        <>
          <InviteMemberModal isOpen={isInviteOpen} onClose={inviteModal.close} actorRole={user.role} />
          <InviteLinkModal isOpen={isLinkOpen} onClose={linkModal.close} actorRole={user.role} />
          <EditMemberModal member={editing} onClose={() => setEditing(null)} actorRole={user.role} />
        </>
      ) : null}
    </Stack>
  );
}
