import { Avatar, Group, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconList, IconPlus, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentOrganization } from '@/lib/session/get-current-organization';
import { useLangParam } from '@/lib/use-lang-param';
import { useOrganizations } from '../api/get-organizations';
import { useSwitchTo } from '../hooks/use-switch-to';
import { CreateOrganizationModal } from './create-organization-modal';
import { MenuItemLink } from '@/components/links/router-links';

/** Sidebar control: the current organization, the others to switch to, and "create organization". */
export function OrganizationSwitcher() {
  const { t } = useTranslation('organizations');
  const lang = useLangParam();
  const { data: current } = useCurrentOrganization();
  const organizations = useOrganizations();
  const { switchTo, isPending } = useSwitchTo();
  const [isCreateOpen, createModal] = useDisclosure(false);
  return (
    <>
      <Menu width="target" position="bottom-start" withinPortal>
        <Menu.Target>
          <UnstyledButton w="100%" p="xs" aria-label={t('switcher.open', { name: current.name })}>
            <Group gap="sm" wrap="nowrap">
              <Avatar src={current.imageUrl} name={current.name} color="initials" radius="md" alt="" />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {t('switcher.label')}
                </Text>
                <Text size="sm" fw={600} truncate>
                  {current.name}
                </Text>
              </div>
              {isPending ? <Loader size={14} /> : <IconSelector size={16} aria-hidden />}
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('switcher.listLabel')}</Menu.Label>
          {organizations.isPending ? <Menu.Item disabled>{t('switcher.loading')}</Menu.Item> : null}
          {(organizations.data ?? []).map((organization) => {
            const isCurrent = organization.organizationOid === current._id;
            return (
              <Menu.Item
                key={organization.organizationOid}
                disabled={isCurrent}
                aria-current={isCurrent || undefined}
                rightSection={isCurrent ? <IconCheck size={14} aria-hidden /> : null}
                onClick={() => switchTo(organization.organizationOid)}
              >
                {organization.name}
              </Menu.Item>
            );
          })}
          <Menu.Divider />
          <Menu.Item leftSection={<IconPlus size={14} aria-hidden />} onClick={createModal.open}>
            {t('switcher.create')}
          </Menu.Item>
          <MenuItemLink
            to="/{-$lang}/admin/organizations"
            params={{ lang }}
            leftSection={<IconList size={14} aria-hidden />}
          >
            {t('switcher.all')}
          </MenuItemLink>
        </Menu.Dropdown>
      </Menu>
      <CreateOrganizationModal isOpen={isCreateOpen} onClose={createModal.close} />
    </>
  );
}
