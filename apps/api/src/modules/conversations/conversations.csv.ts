import type { Conversation } from '@charla/contracts';

export const CSV_HEADER = [
  'conversationOid',
  'status',
  'channel',
  'contactName',
  'contactEmail',
  'contactPhone',
  'assignee',
  'createdAt',
  'lastMessageAt',
  'lastMessagePreview',
];

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break. A value a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe, since
 * customers write these texts.
 */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (fields: (string | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

export function conversationCsvLine(conversation: Conversation): string {
  const assignee = conversation.assignee
    ? `${conversation.assignee.firstName} ${conversation.assignee.lastName}`.trim()
    : null;
  return csvLine([
    conversation._id,
    conversation.status,
    conversation.channel.name,
    conversation.contact.name,
    conversation.contact.email,
    conversation.contact.phone,
    assignee,
    conversation.createdAt,
    conversation.lastMessageAt,
    conversation.lastMessagePreview,
  ]);
}
