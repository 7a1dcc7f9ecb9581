import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronUp, IconLanguage, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLangParam } from '@/lib/use-lang-param';
import { otherLanguage, useSwitchLanguage } from '../../language-switcher/use-switch-language';
import { MenuItemLink } from '@/components/links/router-links';

export type UserMenuProps = { firstName: string; lastName: string; email: string; avatarUrl: string | null };

export function UserMenu({ firstName, lastName, email, avatarUrl }: UserMenuProps) {
  const { t, i18n } = useTranslation(['layout', 'common']);
  const lang = useLangParam();
  const switchLanguage = useSwitchLanguage();
  const target = otherLanguage(i18n.language);
  const name = `${firstName} ${lastName}`.trim();
  return (
    <Menu position="top-start" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton w="100%" p="xs" aria-label={t('userMenu.open', { name })}>
          <Group gap="sm" wrap="nowrap">
            <Avatar src={avatarUrl} name={name} color="initials" radius="xl" alt="" />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {email}
              </Text>
            </div>
            <IconChevronUp size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <MenuItemLink
          to="/{-$lang}/admin/profile"
          params={{ lang }}
          leftSection={<IconUser size={16} aria-hidden />}
        >
          {t('userMenu.profile')}
        </MenuItemLink>
        <Menu.Item
          leftSection={<IconLanguage size={16} aria-hidden />}
          onClick={() => switchLanguage(target)}
          lang={target}
        >
          {t(`common:language.names.${target}`)}
        </Menu.Item>
        <Menu.Divider />
        <MenuItemLink
          to="/{-$lang}/logout"
          params={{ lang }}
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          {t('userMenu.logout')}
        </MenuItemLink>
      </Menu.Dropdown>
    </Menu>
  );
}
