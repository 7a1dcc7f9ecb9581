import { ActionIcon, Menu, Switch, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlertSettings } from '../hooks/use-alert-settings';
import { canNotify } from '../hooks/use-new-message-alerts';

/** Sound and desktop notifications for new customer messages; the browser is asked only from here. */
export function AlertSettingsMenu() {
  const { t } = useTranslation('chats');
  const [settings, change] = useAlertSettings();
  const [permission, setPermission] = useState(() => (canNotify() ? Notification.permission : 'denied'));
  const isDesktopActive = settings.isDesktopOn && permission === 'granted';

  const toggleDesktop = async (isOn: boolean) => {
    change({ isDesktopOn: isOn });
    if (isOn && canNotify() && Notification.permission === 'default') {
      setPermission(await Notification.requestPermission());
    }
  };

  return (
    <Menu position="bottom-end" closeOnItemClick={false} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('alerts.menu')}>
          {settings.isSoundOn || isDesktopActive ? (
            <IconBell size={18} aria-hidden />
          ) : (
            <IconBellOff size={18} aria-hidden />
          )}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown p="sm" maw={280}>
        <Text size="xs" c="dimmed" mb="xs">
          {t('alerts.hint')}
        </Text>
        <Switch
          label={t('alerts.sound')}
          checked={settings.isSoundOn}
          onChange={(event) => change({ isSoundOn: event.currentTarget.checked })}
          mb="xs"
        />
        <Switch
          label={t('alerts.desktop')}
          checked={settings.isDesktopOn && permission !== 'denied'}
          disabled={permission === 'denied'}
          onChange={(event) => void toggleDesktop(event.currentTarget.checked)}
        />
        {permission === 'denied' ? (
          <Text size="xs" c="dimmed" mt={4}>
            {t('alerts.blocked')}
          </Text>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
