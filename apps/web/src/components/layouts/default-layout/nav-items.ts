import {
  IconBuildingCommunity,
  IconMessages,
  IconCode,
  IconPlugConnected,
  IconSettings,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

export type NavItem = {
  labelKey: string;
  to:
    | '/{-$lang}/admin/organizations'
    | '/{-$lang}/admin/organizations/my'
    | '/{-$lang}/admin/settings'
    | '/{-$lang}/admin/chats'
    | '/{-$lang}/admin/channels'
    | '/{-$lang}/admin/developers';
  icon: Icon;
  /** Shown only when the session's `resources` include it; items without one are for every member. */
  resource?: string;
};

/**
 * Sidebar sections whose pages exist. Later issues append chats, contacts, channels… here, together
 * with their routes; a section without a page is never listed.
 */
export const NAV_ITEMS: NavItem[] = [
  { labelKey: 'nav.chats', to: '/{-$lang}/admin/chats', icon: IconMessages },
  { labelKey: 'nav.organization', to: '/{-$lang}/admin/organizations/my', icon: IconUsersGroup },
  { labelKey: 'nav.organizations', to: '/{-$lang}/admin/organizations', icon: IconBuildingCommunity },
  { labelKey: 'nav.channels', to: '/{-$lang}/admin/channels', icon: IconPlugConnected, resource: 'channels' },
  { labelKey: 'nav.settings', to: '/{-$lang}/admin/settings', icon: IconSettings, resource: 'settings' },
  { labelKey: 'nav.developers', to: '/{-$lang}/admin/developers', icon: IconCode, resource: 'developers' },
];
