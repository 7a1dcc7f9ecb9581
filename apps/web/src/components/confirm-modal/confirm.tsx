import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '@/lib/i18n';

export type ConfirmOptions = {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Paints the confirm button red for destructive actions. */
  isDanger?: boolean;
};

/**
 * Reveals the confirm modal (spec §4) and resolves true on confirm, false on cancel or dismissal,
 * so callers write `if (await confirm(...))` instead of juggling callbacks.
 */
export function confirm({
  title,
  message,
  confirmLabel,
  cancelLabel,
  isDanger = false,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{message}</Text>,
      labels: {
        confirm: confirmLabel ?? i18n.t('common:actions.confirm'),
        cancel: cancelLabel ?? i18n.t('common:actions.cancel'),
      },
      confirmProps: isDanger ? { color: 'red' } : {},
      closeButtonProps: { 'aria-label': i18n.t('common:actions.close') },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
