import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import { toCountryCode, toIso2 } from './phone-country-code';

/** Country entry of spec §3: iso2 in lower case, dial code without the plus. */
export type CountryEntry = { name: string; iso2: string; dialCode: string };

export type CountryListOptions = {
  locale: string;
  preferredCountries?: string[];
  onlyCountries?: string[];
  ignoredCountries?: string[];
};

export type CountryList = { preferred: CountryEntry[]; others: CountryEntry[] };

const FALLBACK_LOCALE = 'en';

function regionNames(locale: string): Intl.DisplayNames {
  try {
    return new Intl.DisplayNames([locale, FALLBACK_LOCALE], { type: 'region', fallback: 'code' });
  } catch {
    // An unusable language tag must not break the form; English names are still readable.
    return new Intl.DisplayNames([FALLBACK_LOCALE], { type: 'region', fallback: 'code' });
  }
}

function toEntry(names: Intl.DisplayNames, iso2: string): CountryEntry {
  const country = toCountryCode(iso2);
  return {
    name: names.of(country) ?? country,
    iso2: toIso2(country),
    dialCode: getCountryCallingCode(country),
  };
}

/** One country by iso2; throws UNKNOWN_COUNTRY for codes libphonenumber does not know. */
export function getCountry(iso2: string, locale: string = FALLBACK_LOCALE): CountryEntry {
  return toEntry(regionNames(locale), iso2);
}

/** Unknown codes in a caller's list are dropped: a typo in a prop should not take the page down. */
function knownCodes(list: string[] | undefined): string[] {
  const known = new Set(getCountries().map(toIso2));
  return (list ?? []).map((iso2) => iso2.trim().toLowerCase()).filter((iso2) => known.has(iso2));
}

const sortedByLocale = new Map<string, CountryEntry[]>();

/** Building 245 localised names is the costly part, and the list changes only with the language. */
function sortedCountries(locale: string): CountryEntry[] {
  const cached = sortedByLocale.get(locale);
  if (cached) return cached;
  const names = regionNames(locale);
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const sorted = getCountries()
    .map((country) => toEntry(names, country))
    .sort((a, b) => collator.compare(a.name, b.name));
  sortedByLocale.set(locale, sorted);
  return sorted;
}

/** Every selectable country sorted by localised name, with the preferred ones pulled to the front. */
export function listCountries(options: CountryListOptions): CountryList {
  const only = new Set(knownCodes(options.onlyCountries));
  const ignored = new Set(knownCodes(options.ignoredCountries));
  const isAllowed = (iso2: string) => (only.size === 0 || only.has(iso2)) && !ignored.has(iso2);
  const all = sortedCountries(options.locale).filter((entry) => isAllowed(entry.iso2));

  const preferredCodes = [...new Set(knownCodes(options.preferredCountries))].filter(isAllowed);
  const byIso2 = new Map(all.map((entry) => [entry.iso2, entry]));
  const preferred = preferredCodes.flatMap((iso2) => byIso2.get(iso2) ?? []);
  return { preferred, others: all.filter((entry) => !preferredCodes.includes(entry.iso2)) };
}

/** Regional-indicator pair for an iso2 code, which browsers render as the flag. */
export function flagEmoji(iso2: string): string {
  const base = 0x1f1e6 - 'A'.charCodeAt(0);
  return String.fromCodePoint(...[...iso2.toUpperCase()].map((letter) => base + letter.charCodeAt(0)));
}
