import type { Language } from '@charla/contracts';
import type { MailMessage } from '../../platform/mail/mailer.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** Spanish is the default language and has no prefix; English pages live under /en. */
const pagePrefix = (language: Language) => (language === 'en' ? '/en' : '');

/** The register page with the invitation; it also links to the login page, keeping the token. */
export function invitationLink({
  publicUrl,
  language,
  token,
}: {
  publicUrl: string;
  language: Language;
  token: string;
}): string {
  return `${publicUrl}${pagePrefix(language)}/register?${new URLSearchParams({ invite: token }).toString()}`;
}

const INVITATION_COPY: Record<
  Language,
  { subject: string; byName: string; anonymous: string; note: string; action: string; expiry: string }
> = {
  es: {
    subject: 'Te han invitado a {{organization}} en Charla',
    byName: '{{inviter}} te ha invitado a unirte a {{organization}} en Charla.',
    anonymous: 'Te han invitado a unirte a {{organization}} en Charla.',
    note: 'Mensaje:',
    action: 'Aceptar la invitación',
    expiry:
      'Crea tu cuenta o entra con la tuya usando este correo. El enlace es válido durante siete días y solo se puede usar una vez.',
  },
  en: {
    subject: 'You are invited to {{organization}} on Charla',
    byName: '{{inviter}} invited you to join {{organization}} on Charla.',
    anonymous: 'You are invited to join {{organization}} on Charla.',
    note: 'Message:',
    action: 'Accept the invitation',
    expiry:
      'Create your account or log in to yours with this email. The link is valid for seven days and works only once.',
  },
};

/** The invitation mail, in the organization's language, carrying the inviter's message. */
export function invitationMail({
  to,
  organizationName,
  inviterName,
  message,
  language,
  link,
}: {
  to: string;
  organizationName: string;
  inviterName: string | null;
  message: string | null;
  language: Language;
  link: string;
}): MailMessage {
  const copy = INVITATION_COPY[language];
  const values = { organization: organizationName, inviter: inviterName ?? '' };
  const intro = fill(inviterName ? copy.byName : copy.anonymous, values);
  return {
    to,
    subject: fill(copy.subject, values),
    text: [intro, message ? `${copy.note}\n${message}` : null, `${copy.action}: ${link}`, copy.expiry]
      .filter(Boolean)
      .join('\n\n')
      .concat('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      message ? `<p>${escapeHtml(copy.note)}</p><blockquote>${escapeHtml(message)}</blockquote>` : null,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>`,
      `<p>${escapeHtml(copy.expiry)}</p>`,
    ]
      .filter(Boolean)
      .join('\n'),
  };
}

const ADDED_COPY: Record<Language, { subject: string; body: string; action: string }> = {
  es: {
    subject: 'Ya formas parte de {{organization}} en Charla',
    body: 'Hola, {{name}}: te han añadido a {{organization}}. La encontrarás en tu lista de organizaciones.',
    action: 'Abrir mis organizaciones',
  },
  en: {
    subject: 'You are now a member of {{organization}} on Charla',
    body: 'Hello {{name}}, you were added to {{organization}}. You will find it in your list of organizations.',
    action: 'Open my organizations',
  },
};

/** Tells an existing user, in their own language, that they were added to an organization. */
export function memberAddedMail({
  to,
  name,
  organizationName,
  message,
  language,
  publicUrl,
}: {
  to: string;
  name: string;
  organizationName: string;
  message: string | null;
  language: Language;
  publicUrl: string;
}): MailMessage {
  const copy = ADDED_COPY[language];
  const values = { organization: organizationName, name };
  const body = fill(copy.body, values);
  const link = `${publicUrl}${pagePrefix(language)}/admin/organizations`;
  const note = INVITATION_COPY[language].note;
  return {
    to,
    subject: fill(copy.subject, values),
    text: [body, message ? `${note}\n${message}` : null, `${copy.action}: ${link}`]
      .filter(Boolean)
      .join('\n\n')
      .concat('\n'),
    html: [
      `<p>${escapeHtml(body)}</p>`,
      message ? `<p>${escapeHtml(note)}</p><blockquote>${escapeHtml(message)}</blockquote>` : null,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>`,
    ]
      .filter(Boolean)
      .join('\n'),
  };
}
