import { IconBuildingCommunity, type Icon } from '@tabler/icons-react';

export type NavItem = { labelKey: string; to: '/{-$lang}/admin/organizations'; icon: Icon };

/**
 * Sidebar sections whose pages exist. Later issues append chats, contacts, channels… here, together
 * with their routes; a section without a page is never listed.
 */
export const NAV_ITEMS: NavItem[] = [
  { labelKey: 'nav.organizations', to: '/{-$lang}/admin/organizations', icon: IconBuildingCommunity },
];
