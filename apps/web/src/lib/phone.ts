import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** The part of the phone input's validation result the forms rely on. */
export type PhoneCheck = {
  valid: boolean;
  e164?: unknown;
  formatted?: unknown;
  country?: unknown;
  countryCode?: unknown;
};

export const EMPTY_PHONE_CHECK: PhoneCheck = { valid: false };

const E164 = /^\+[1-9]\d{6,16}$/;

function countryOf(check: PhoneCheck): CountryCode | undefined {
  for (const candidate of [check.country, check.countryCode]) {
    const iso2 =
      typeof candidate === 'string' ? candidate : (candidate as { iso2?: unknown } | null | undefined)?.iso2;
    if (typeof iso2 === 'string' && /^[a-z]{2}$/i.test(iso2)) return iso2.toUpperCase() as CountryCode;
  }
  return undefined;
}

/** What the API stores (spec: E.164), or '' when the field is empty or the number is not valid. */
export function toE164(value: string, check: PhoneCheck): string {
  if (!value.trim() || !check.valid) return '';
  for (const candidate of [check.e164, check.formatted]) {
    if (typeof candidate === 'string' && E164.test(candidate)) return candidate;
  }
  return parsePhoneNumberFromString(value, countryOf(check))?.number ?? '';
}

/** An empty phone is allowed; a typed one must be valid. */
export function isPhoneAcceptable(value: string, check: PhoneCheck): boolean {
  return !value.trim() || check.valid;
}
