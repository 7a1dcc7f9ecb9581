import { NOTIFICATION_TIMEOUT_MS } from '@charla/contracts';
import { Button, List, Stack, Text } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';

export type NotificationType = 'success' | 'info' | 'warn' | 'error';

/** Spec §4: success green, info yellow, warn orange, error red. */
export const NOTIFICATION_COLORS: Record<NotificationType, string> = {
  success: 'green',
  info: 'yellow',
  warn: 'orange',
  error: 'red',
};

export type NotifyOptions = {
  type: NotificationType;
  title: string;
  description?: string | string[];
  action?: { label: string; onClick: () => void };
};

function isShowing(title: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].some((notification) => notification.title === title);
}

function renderMessage({ description, action }: NotifyOptions): ReactNode {
  const text = Array.isArray(description) ? (
    <List size="sm">
      {description.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  ) : description ? (
    <Text size="sm">{description}</Text>
  ) : null;
  if (!action) return text;
  return (
    <Stack gap="xs" align="flex-start">
      {text}
      <Button size="xs" variant="light" onClick={action.onClick}>
        {action.label}
      </Button>
    </Stack>
  );
}

/**
 * Shows a toast unless one with the same title is already showing, so a burst of identical failures
 * (say, every query answering 401 at once) yields one message. Returns the id, or null when skipped.
 */
export function notify(options: NotifyOptions): string | null {
  if (isShowing(options.title)) return null;
  return notifications.show({
    title: options.title,
    message: renderMessage(options),
    color: NOTIFICATION_COLORS[options.type],
    autoClose: NOTIFICATION_TIMEOUT_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18n.t('common:actions.close') },
    'data-type': options.type,
  });
}
