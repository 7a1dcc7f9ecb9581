import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUnreadTotal } from '../api/get-unread-total';

/** "(3) Chats | Charla": the tab says how many customer messages wait, even when it is in the background. */
export function useUnreadTitle() {
  const { t } = useTranslation('chats');
  const total = useUnreadTotal();
  useDocumentTitle(total > 0 ? t('page.titleUnread', { count: total }) : t('page.title'));
  return total;
}
