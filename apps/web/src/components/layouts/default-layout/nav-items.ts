import { IconBuildingCommunity, IconSettings, IconUsersGroup, type Icon } from '@tabler/icons-react';

export type NavItem = {
  labelKey: string;
  to: '/{-$lang}/admin/organizations' | '/{-$lang}/admin/organizations/my' | '/{-$lang}/admin/settings';
  icon: Icon;
  /** Shown only when the session's `resources` include it; items without one are for every member. */
  resource?: string;
};

/**
 * Sidebar sections whose pages exist. Later issues append chats, contacts, channels… here, together
 * with their routes; a section without a page is never listed.
 */
export const NAV_ITEMS: NavItem[] = [
  { labelKey: 'nav.organization', to: '/{-$lang}/admin/organizations/my', icon: IconUsersGroup },
  { labelKey: 'nav.organizations', to: '/{-$lang}/admin/organizations', icon: IconBuildingCommunity },
  { labelKey: 'nav.settings', to: '/{-$lang}/admin/settings', icon: IconSettings, resource: 'settings' },
];
