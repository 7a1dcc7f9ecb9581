import { AppShell, Burger, Group, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { stripLanguagePrefix } from '@/lib/language';
import { useSession } from '@/lib/session/get-session';
import { useLangParam } from '@/lib/use-lang-param';
import { Brand } from '../../brand/brand';
import { NAV_ITEMS } from './nav-items';
import { NavLinkLink } from '@/components/links/router-links';

export type DefaultLayoutProps = {
  /** Slots filled by the admin route, so this shared shell does not import any feature. */
  organizationSwitcher: ReactNode;
  userMenu: ReactNode;
  children: ReactNode;
};

/** The admin shell: sidebar with sections, organization switcher and user menu. */
export function DefaultLayout({ organizationSwitcher, userMenu, children }: DefaultLayoutProps) {
  const { t } = useTranslation('layout');
  const [isOpen, { toggle, close }] = useDisclosure(false);
  const lang = useLangParam();
  const path = stripLanguagePrefix(useLocation({ select: (location) => location.pathname }));
  const { resources } = useSession().data;
  const items = NAV_ITEMS.filter((item) => !item.resource || resources.includes(item.resource));
  // The most specific section wins: /admin/organizations/my lights up Organization, not Organizations.
  const activeTo = items
    .map((item) => item.to)
    .filter((to) => {
      const itemPath = to.replace('/{-$lang}', '');
      return path === itemPath || path.startsWith(`${itemPath}/`);
    })
    .sort((a, b) => b.length - a.length)[0];
  return (
    <AppShell
      header={{ height: 56, collapsed: false }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !isOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md">
          <Burger opened={isOpen} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
          <Brand />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('nav.label')}>
        <AppShell.Section>{organizationSwitcher}</AppShell.Section>
        <AppShell.Section grow component={ScrollArea} my="sm">
          <Stack gap={4}>
            {items.map((item) => (
              <NavLinkLink
                key={item.to}
                to={item.to}
                params={{ lang }}
                label={t(item.labelKey)}
                leftSection={<item.icon size={18} aria-hidden />}
                active={item.to === activeTo}
                // The router would also mark /admin/organizations active on /admin/organizations/my;
                // only the most specific section computed above may light up.
                activeOptions={{ exact: true }}
                activeProps={{ 'data-active': item.to === activeTo || undefined }}
                onClick={close}
              />
            ))}
          </Stack>
        </AppShell.Section>
        <AppShell.Section>{userMenu}</AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
