import type { RealtimeEventPayload } from '@charla/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { findCachedConversation } from '../lib/conversation-cache';
import { useAlertSettings } from './use-alert-settings';

let audioContext: AudioContext | null = null;

/** A short two-note chime made on the fly: no sound file to download. */
export function playChime(): void {
  const Context = window.AudioContext;
  if (!Context) return;
  audioContext ??= new Context();
  const context = audioContext;
  void context.resume?.();
  [880, 1320].forEach((frequency, index) => {
    const start = context.currentTime + index * 0.12;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.25);
  });
}

export const canNotify = () => typeof window.Notification === 'function';

/**
 * A customer wrote while the tab is hidden: a chime and a desktop notification (each if switched on;
 * the notification only once the browser allowed it). Clicking the notification opens the conversation.
 */
export function useNewMessageAlerts({ onOpen }: { onOpen: (conversationOid: string) => void }) {
  const { t } = useTranslation('chats');
  const [settings] = useAlertSettings();
  const queryClient = useQueryClient();
  return ({ conversationOid, interaction }: RealtimeEventPayload<'message.created'>) => {
    if (document.visibilityState !== 'hidden') return;
    if (settings.isSoundOn) playChime();
    if (!settings.isDesktopOn || !canNotify() || Notification.permission !== 'granted') return;
    const body = interaction.text ?? interaction.attachments[0]?.name ?? '';
    const name = findCachedConversation(queryClient, conversationOid)?.contact.name;
    const title = name ? t('alerts.titleFrom', { name }) : t('alerts.title');
    const notification = new Notification(title, { body, tag: conversationOid });
    notification.onclick = () => {
      window.focus();
      onOpen(conversationOid);
      notification.close();
    };
  };
}
