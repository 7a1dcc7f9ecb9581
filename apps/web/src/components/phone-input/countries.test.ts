import { getCountries } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { flagEmoji, getCountry, listCountries } from './countries';
import { chooseDropdownPlacement, findCountryIndex } from './country-search';
import { readCountryCode, resolveAutoCountry } from './default-country';
import { filterPhoneCharacters } from './phone-filter';

describe('country list', () => {
  it('lists every country libphonenumber supports, with its dial code', () => {
    const { preferred, others } = listCountries({ locale: 'en' });
    expect(preferred).toEqual([]);
    expect(others).toHaveLength(getCountries().length);
    expect(others.find((country) => country.iso2 === 'es')).toEqual({
      name: 'Spain',
      iso2: 'es',
      dialCode: '34',
    });
  });

  it('sorts by the name in the UI language', () => {
    const names = listCountries({ locale: 'es' }).others.map((country) => country.name);
    const sorted = [...names].sort(new Intl.Collator('es').compare);
    expect(names).toEqual(sorted);
    expect(names).toContain('España');
  });

  it('puts preferred countries first, in the given order, without repeating them', () => {
    const { preferred, others } = listCountries({ locale: 'en', preferredCountries: ['us', 'ES'] });
    expect(preferred.map((country) => country.iso2)).toEqual(['us', 'es']);
    expect(others.some((country) => country.iso2 === 'es')).toBe(false);
  });

  it('honours onlyCountries and ignoredCountries, dropping unknown codes', () => {
    const only = listCountries({ locale: 'en', onlyCountries: ['fr', 'es', 'xx'] });
    expect(only.others.map((country) => country.iso2)).toEqual(['fr', 'es']);
    const ignored = listCountries({ locale: 'en', ignoredCountries: ['es'] });
    expect(ignored.others.some((country) => country.iso2 === 'es')).toBe(false);
  });

  it('names a single country in the requested language', () => {
    expect(getCountry('DE', 'es')).toEqual({ name: 'Alemania', iso2: 'de', dialCode: '49' });
  });

  it('builds the flag from regional indicator letters', () => {
    expect(flagEmoji('es')).toBe('🇪🇸');
  });
});

describe('type-to-find matching', () => {
  const { others } = listCountries({ locale: 'es' });

  it.each([
    ['e', 'Ecuador'],
    ['esp', 'España'],
    ['ESTADOS', 'Estados Unidos'],
    ['zzz', undefined],
  ])('"%s" finds %s', (typed, name) => {
    expect(others[findCountryIndex(others, typed)]?.name).toBe(name);
  });

  it('ignores accents', () => {
    const index = findCountryIndex(others, 'Japon');
    expect(others[index]?.name).toBe('Japón');
  });
});

describe('dropdown placement', () => {
  it.each([
    [500, 800, 'below'],
    [600, 800, 'above'],
    [599, 800, 'below'],
  ] as const)('field bottom %i in a %i px window opens %s', (bottom, height, placement) => {
    expect(chooseDropdownPlacement(bottom, height)).toBe(placement);
  });
});

describe('valid character filter', () => {
  it('keeps digits, spaces, parentheses, hyphen and plus only', () => {
    expect(filterPhoneCharacters('+34 (612)-345.678 ext#9a')).toBe('+34 (612)-345678 9');
  });
});

describe('auto default country', () => {
  const selectable = ['us', 'es', 'fr'];

  it.each([
    ['ES\n', 'es'],
    ['fr', 'fr'],
    ['XX', null],
    ['', null],
  ])('reads the lookup answer %j as %s', (answer, country) => {
    expect(readCountryCode(answer)).toBe(country);
  });

  it('uses the looked-up country', async () => {
    const country = await resolveAutoCountry({
      geoIpLookup: async () => 'FR',
      selectable,
      preferred: ['es'],
    });
    expect(country).toBe('fr');
  });

  it('falls back to the first preferred country when the lookup fails', async () => {
    const geoIpLookup = () => Promise.reject(new Error('offline'));
    expect(await resolveAutoCountry({ geoIpLookup, selectable, preferred: ['es'] })).toBe('es');
  });

  it('falls back to the first listed country when there is no preferred one', async () => {
    const geoIpLookup = async () => 'not a country';
    expect(await resolveAutoCountry({ geoIpLookup, selectable, preferred: [] })).toBe('us');
  });
});
