import { PhoneNumber, type NumberFormat } from 'libphonenumber-js/max';
import { toCountryCode } from './phone-country-code';
import { PhoneError } from './phone-error';

/** The five output formats of spec §5. */
export const PHONE_FORMATS = ['national', 'international', 'e164', 'rfc3966', 'idd'] as const;
export type PhoneFormat = (typeof PHONE_FORMATS)[number];

const LIBRARY_FORMATS: Record<PhoneFormat, NumberFormat> = {
  national: 'NATIONAL',
  international: 'INTERNATIONAL',
  e164: 'E.164',
  rfc3966: 'RFC3966',
  idd: 'IDD',
};

export function isPhoneFormat(format: unknown): format is PhoneFormat {
  return typeof format === 'string' && (PHONE_FORMATS as readonly string[]).includes(format);
}

/**
 * Formats a parsed number. The IDD form is how the number is dialled from another country, so it needs
 * that country (`fromCountry`); it returns null when that country has no single dialling prefix.
 */
export function formatPhone(
  phone: PhoneNumber,
  format: PhoneFormat,
  fromCountry?: string | null,
): string | null {
  if (!(phone instanceof PhoneNumber)) {
    throw new PhoneError('INVALID_PHONE_NUMBER_OBJECT', 'Expected a parsed PhoneNumber object');
  }
  if (!isPhoneFormat(format)) {
    throw new PhoneError('INVALID_FORMAT_ARGUMENT', `Unknown phone format: ${String(format)}`);
  }
  if (format !== 'idd') return phone.format(LIBRARY_FORMATS[format]);
  if (!fromCountry) throw new PhoneError('UNKNOWN_COUNTRY', 'The idd format needs the country dialled from');
  return phone.format('IDD', { fromCountry: toCountryCode(fromCountry) }) ?? null;
}
