/** The optional character filter of spec §5: digits, spaces, parentheses, hyphen and plus survive. */
const DISALLOWED = /[^\d\s()\-+]/g;

export function filterPhoneCharacters(text: string): string {
  return text.replace(DISALLOWED, '');
}
