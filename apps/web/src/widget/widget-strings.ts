/** The loader's only words, kept inline so the script stays tiny. */
export type WidgetLanguage = 'es' | 'en';

export const WIDGET_STRINGS = {
  es: {
    open: 'Abrir el chat',
    close: 'Cerrar el chat',
    unread: (count: number) => (count === 1 ? '1 mensaje nuevo' : `${count} mensajes nuevos`),
  },
  en: {
    open: 'Open the chat',
    close: 'Close the chat',
    unread: (count: number) => (count === 1 ? '1 new message' : `${count} new messages`),
  },
} satisfies Record<WidgetLanguage, unknown>;
