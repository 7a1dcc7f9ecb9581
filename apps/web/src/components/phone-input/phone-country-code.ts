import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';
import { unknownCountry } from './phone-error';

/** Callers may write iso2 codes in any case; libphonenumber wants upper case, the UI shows lower case. */
export function toCountryCode(iso2: string): CountryCode {
  const upper = iso2.trim().toUpperCase();
  if (!isSupportedCountry(upper)) throw unknownCountry(iso2);
  return upper;
}

export function isKnownCountry(iso2: string): boolean {
  return isSupportedCountry(iso2.trim().toUpperCase());
}

export const toIso2 = (country: CountryCode): string => country.toLowerCase();
