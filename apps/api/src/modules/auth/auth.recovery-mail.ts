import type { Language } from '@charla/contracts';
import type { MailMessage } from '../../platform/mail/mailer.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const COPY: Record<
  Language,
  { subject: string; greeting: string; body: string; action: string; ignore: string }
> = {
  es: {
    subject: 'Recupera tu contraseña de Charla',
    greeting: 'Hola, {{name}}:',
    body: 'Alguien ha pedido cambiar la contraseña de tu cuenta. El enlace es válido durante una hora y solo se puede usar una vez.',
    action: 'Elegir una contraseña nueva',
    ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.',
  },
  en: {
    subject: 'Recover your Charla password',
    greeting: 'Hello {{name}},',
    body: 'Someone asked to change the password of your account. The link is valid for one hour and works only once.',
    action: 'Choose a new password',
    ignore: 'If it was not you, ignore this email: your password will not change.',
  },
};

/** Spanish is the default language and has no prefix; English pages live under /en. */
export function recoveryLink({
  publicUrl,
  language,
  email,
  key,
}: {
  publicUrl: string;
  language: Language;
  email: string;
  key: string;
}): string {
  const prefix = language === 'en' ? '/en' : '';
  return `${publicUrl}${prefix}/recover?${new URLSearchParams({ email, key }).toString()}`;
}

/** The recovery mail in the user's language, as plain text and simple HTML. */
export function recoveryMail({
  to,
  name,
  language,
  link,
}: {
  to: string;
  name: string;
  language: Language;
  link: string;
}): MailMessage {
  const copy = COPY[language];
  const greeting = copy.greeting.replace('{{name}}', name);
  return {
    to,
    subject: copy.subject,
    text: `${greeting}\n\n${copy.body}\n\n${copy.action}: ${link}\n\n${copy.ignore}\n`,
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(copy.body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>`,
      `<p>${escapeHtml(copy.ignore)}</p>`,
    ].join('\n'),
  };
}
