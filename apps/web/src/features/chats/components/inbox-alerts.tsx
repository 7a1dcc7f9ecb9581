import { useLocation, useNavigate } from '@tanstack/react-router';
import { useRealtimeEvent } from '@/lib/realtime/realtime-provider';
import { useLangParam } from '@/lib/use-lang-param';
import { useNewMessageAlerts } from '../hooks/use-new-message-alerts';

const CHATS_PATH = /^(\/(es|en))?\/admin\/chats\/?$/;

/**
 * New-message alerts on every admin page, not only in the inbox: an agent filling in settings in a
 * background tab still hears the chime and sees the desktop notification, whose click opens the
 * conversation. The inbox raises its own alerts (and keeps the list current), so this stays quiet there.
 */
export function InboxAlerts() {
  const navigate = useNavigate();
  const lang = useLangParam();
  const pathname = useLocation({ select: (location) => location.pathname });
  // useRealtimeEvent always runs the latest listener, so this is read as of the event.
  const isOnInbox = CHATS_PATH.test(pathname);
  const alertOf = useNewMessageAlerts({
    onOpen: (conversationOid) =>
      void navigate({
        to: '/{-$lang}/admin/chats',
        params: { lang },
        search: { conversation: conversationOid },
      }),
  });
  useRealtimeEvent('message.created', (event) => {
    if (isOnInbox || event.interaction.direction !== 'in') return;
    alertOf(event);
  });
  return null;
}
