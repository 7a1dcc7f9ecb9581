import { PHONE_EXTRACTION_LIMIT, PHONE_MAX_NATIONAL_DIGITS } from '@charla/contracts';
import {
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import { toCountryCode, toIso2 } from './phone-country-code';
import { PhoneError } from './phone-error';
import { filterPhoneCharacters } from './phone-filter';
import { formatPhone, isPhoneFormat, type PhoneFormat } from './phone-format';
import { getNumberLengths } from './phone-lengths';
import { toPhoneNumberType, type PhoneNumberType } from './phone-number-type';

export type PhoneInvalidReason =
  'NOT_A_NUMBER' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_COUNTRY' | 'INVALID_NUMBER';

/** `auto` reads text starting with + as international and anything else as national to `country`. */
export type PhoneMode = 'auto' | 'international' | 'national';

export type PhoneValidationOptions = {
  /** The selected country (iso2, any case); null while none is chosen. */
  country?: string | null;
  mode?: PhoneMode;
  onlyCountries?: string[];
  ignoredCountries?: string[];
  validCharactersOnly?: boolean;
  /** Format of `formatted`; by default the format the text was read in (international or national). */
  format?: PhoneFormat;
};

export type PhoneValidationResult = {
  /** iso2 (lower case) of the number's country; null when unknown or non-geographic. */
  country: string | null;
  /** Dial code without the plus, e.g. "34". */
  countryCode: string | null;
  formatted: string | null;
  e164: string | null;
  extension: string | null;
  valid: boolean;
  possible: boolean;
  nationalNumber: string | null;
  type: PhoneNumberType | null;
  invalidReason: PhoneInvalidReason | null;
};

const invalid = (invalidReason: PhoneInvalidReason): PhoneValidationResult => ({
  country: null,
  countryCode: null,
  formatted: null,
  e164: null,
  extension: null,
  valid: false,
  possible: false,
  nationalNumber: null,
  type: null,
  invalidReason,
});

/** The library's parse errors share our names except INVALID_LENGTH, which is a number with no valid shape. */
function parseErrorReason(error: ParseError): PhoneInvalidReason {
  const { message } = error;
  if (message === 'NOT_A_NUMBER' || message === 'TOO_SHORT' || message === 'TOO_LONG') return message;
  if (message === 'INVALID_COUNTRY') return message;
  return 'INVALID_NUMBER';
}

/**
 * The library refuses more than 17 national digits while parsing today; checking our own constant as well
 * keeps the spec's limit if a library update changes its internal one.
 */
export function exceedsNationalMaximum(nationalNumber: string): boolean {
  return nationalNumber.length > PHONE_MAX_NATIONAL_DIGITS;
}

/** Why a parsed number is not valid: its length against the country's lengths, else a pattern mismatch. */
function lengthReason(phone: PhoneNumber): PhoneInvalidReason {
  const digits = phone.nationalNumber.length;
  if (phone.country) {
    const lengths = getNumberLengths(phone.country);
    if (digits < Math.min(...lengths)) return 'TOO_SHORT';
    if (digits > Math.max(...lengths)) return 'TOO_LONG';
    return 'INVALID_NUMBER';
  }
  const reason = validatePhoneNumberLength(phone.number);
  if (reason === 'TOO_SHORT' || reason === 'TOO_LONG') return reason;
  return 'INVALID_NUMBER';
}

function normalizeList(list: string[] | undefined): Set<string> {
  return new Set((list ?? []).map((iso2) => iso2.trim().toUpperCase()));
}

function isExcluded(country: CountryCode | undefined, options: PhoneValidationOptions): boolean {
  const only = normalizeList(options.onlyCountries);
  const ignored = normalizeList(options.ignoredCountries);
  if (!country) return only.size > 0;
  return (only.size > 0 && !only.has(country)) || ignored.has(country);
}

function parse(text: string, selected: CountryCode | undefined, mode: PhoneMode): PhoneNumber | ParseError {
  // International mode accepts the dial code without its plus, e.g. "34 612 345 678".
  const input = mode === 'international' && /^\d/.test(text) ? `+${text}` : text;
  const defaultCountry = mode === 'international' ? undefined : selected;
  try {
    return parsePhoneNumberWithError(input, { defaultCountry });
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
}

/**
 * Reads a typed telephone number by the rules of spec §5. User mistakes come back as an invalid result;
 * bad arguments (unknown selected country, unknown format) throw a PhoneError.
 * Text over PHONE_EXTRACTION_LIMIT characters is refused as NOT_A_NUMBER before any parsing.
 */
export function validatePhone(text: string, options: PhoneValidationOptions = {}): PhoneValidationResult {
  const { mode = 'auto', format } = options;
  if (format !== undefined && !isPhoneFormat(format)) {
    throw new PhoneError('INVALID_FORMAT_ARGUMENT', `Unknown phone format: ${String(format)}`);
  }
  const selected = options.country ? toCountryCode(options.country) : undefined;
  const filtered = options.validCharactersOnly ? filterPhoneCharacters(text) : text;
  if (filtered.length > PHONE_EXTRACTION_LIMIT) return invalid('NOT_A_NUMBER');
  const trimmed = filtered.trim();
  if (trimmed === '') return invalid('NOT_A_NUMBER');

  const readAsInternational = mode === 'international' || (mode === 'auto' && trimmed.startsWith('+'));
  const phone = parse(trimmed, selected, readAsInternational ? 'international' : mode);
  if (phone instanceof ParseError) return invalid(parseErrorReason(phone));

  const valid = phone.isValid();
  const reason: PhoneInvalidReason | null =
    (phone.country || valid) && isExcluded(phone.country, options)
      ? 'INVALID_COUNTRY'
      : exceedsNationalMaximum(phone.nationalNumber)
        ? 'TOO_LONG'
        : valid
          ? null
          : lengthReason(phone);

  const outputFormat = format ?? (readAsInternational ? 'international' : 'national');
  const fromCountry = selected ?? phone.country;
  const formatted =
    outputFormat === 'idd' && !fromCountry ? null : formatPhone(phone, outputFormat, fromCountry);

  return {
    country: phone.country ? toIso2(phone.country) : null,
    countryCode: phone.countryCallingCode,
    formatted,
    e164: phone.number,
    extension: phone.ext ?? null,
    valid: reason === null,
    possible: phone.isPossible(),
    nationalNumber: phone.nationalNumber,
    type: reason === null ? toPhoneNumberType(phone.getType()) : null,
    invalidReason: reason,
  };
}
