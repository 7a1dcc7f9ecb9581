import type { Conversation } from '@charla/contracts';
import type { TFunction } from 'i18next';

/** A contact without a name is shown by email or phone, else as a visitor with a short id. */
export function contactNameOf(contact: Conversation['contact'], t: TFunction<'chats'>): string {
  return (
    contact.name ??
    contact.email ??
    contact.phone ??
    t('chats:contact.anonymous', { id: contact._id.slice(0, 4) })
  );
}
