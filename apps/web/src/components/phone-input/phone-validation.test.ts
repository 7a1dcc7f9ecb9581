import { PHONE_EXTRACTION_LIMIT } from '@charla/contracts';
import { describe, expect, it } from 'vitest';
import { exceedsNationalMaximum, validatePhone } from './phone-validation';

describe('validatePhone in automatic mode', () => {
  it('reads text without a plus as a national number of the selected country', () => {
    const result = validatePhone('612 34 56 78', { country: 'es' });
    expect(result).toMatchObject({
      valid: true,
      country: 'es',
      countryCode: '34',
      e164: '+34612345678',
      nationalNumber: '612345678',
      formatted: '612 34 56 78',
      invalidReason: null,
    });
  });

  it('reads the same national digits differently when another country is selected', () => {
    expect(validatePhone('612 34 56 78', { country: 'gb' }).valid).toBe(false);
  });

  it('reads text starting with a plus as international whatever country is selected', () => {
    const result = validatePhone('+44 7400 123456', { country: 'es' });
    expect(result).toMatchObject({ valid: true, country: 'gb', e164: '+447400123456' });
    expect(result.formatted).toBe('+44 7400 123456');
  });
});

describe('validatePhone in explicit modes', () => {
  it('international mode accepts the dial code without its plus and ignores the selected country', () => {
    expect(validatePhone('34 612 345 678', { country: 'gb', mode: 'international' })).toMatchObject({
      valid: true,
      country: 'es',
    });
  });

  it('national mode reads digits with the selected country', () => {
    expect(validatePhone('07400 123456', { country: 'gb', mode: 'national' })).toMatchObject({
      valid: true,
      e164: '+447400123456',
    });
  });
});

describe('validatePhone invalid outcomes', () => {
  it.each([
    ['letters', 'abc', 'es', 'NOT_A_NUMBER'],
    ['an empty field', '   ', 'es', 'NOT_A_NUMBER'],
    ['a single digit', '1', 'es', 'TOO_SHORT'],
    ['eight Spanish digits', '61234567', 'es', 'TOO_SHORT'],
    ['ten Spanish digits', '6123456789', 'es', 'TOO_LONG'],
    ['national digits with no country selected', '612345678', null, 'INVALID_COUNTRY'],
    ['an unassigned dial code', '+999 1234 5678', 'es', 'INVALID_COUNTRY'],
    ['nine digits that match no Spanish pattern', '123456789', 'es', 'INVALID_NUMBER'],
  ])('rejects %s as %s', (_case, text, country, reason) => {
    const result = validatePhone(text, { country });
    expect(result.valid).toBe(false);
    expect(result.invalidReason).toBe(reason);
  });

  it('marks a number possible by length yet invalid by pattern as possible but not valid', () => {
    expect(validatePhone('123456789', { country: 'es' })).toMatchObject({ possible: true, valid: false });
  });
});

describe('17-digit national maximum', () => {
  it('accepts a Japanese toll-free number of exactly 17 national digits', () => {
    const result = validatePhone('+81 0037 1234567890123');
    expect(result.nationalNumber).toHaveLength(17);
    expect(result).toMatchObject({ valid: true, type: 'toll free' });
  });

  it('rejects 18 national digits as too long', () => {
    expect(validatePhone('+81 37 1234567890123456').invalidReason).toBe('TOO_LONG');
  });

  it.each([
    ['1'.repeat(17), false],
    ['1'.repeat(18), true],
  ])('exceedsNationalMaximum(%s) is %s', (digits, expected) => {
    expect(exceedsNationalMaximum(digits)).toBe(expected);
  });
});

describe('extraction limit', () => {
  it(`accepts a number padded up to ${PHONE_EXTRACTION_LIMIT} characters`, () => {
    const text = '612345678'.padEnd(PHONE_EXTRACTION_LIMIT, ' ');
    expect(validatePhone(text, { country: 'es' }).valid).toBe(true);
  });

  it(`rejects input over ${PHONE_EXTRACTION_LIMIT} characters as not a number`, () => {
    const text = '612345678'.padEnd(PHONE_EXTRACTION_LIMIT + 1, ' ');
    expect(validatePhone(text, { country: 'es' })).toMatchObject({
      valid: false,
      invalidReason: 'NOT_A_NUMBER',
    });
  });
});

describe('valid character filter', () => {
  it('with the filter on, letters and symbols are dropped before reading the number', () => {
    expect(validatePhone('+34 (612) a34-56-78', { validCharactersOnly: true }).valid).toBe(true);
  });

  it('with the filter off, the same text is not a number', () => {
    expect(validatePhone('+34 (612) a34-56-78').invalidReason).toBe('NOT_A_NUMBER');
  });
});

describe('only and ignored countries', () => {
  it('rejects a valid number from a country outside onlyCountries', () => {
    const result = validatePhone('+44 7400 123456', { onlyCountries: ['es', 'fr'] });
    expect(result).toMatchObject({ valid: false, invalidReason: 'INVALID_COUNTRY', country: 'gb' });
  });

  it('accepts a number from a listed country, whatever the case of the code', () => {
    expect(validatePhone('+34 612 345 678', { onlyCountries: ['ES', 'fr'] }).valid).toBe(true);
  });

  it('rejects a valid number from an ignored country', () => {
    expect(validatePhone('612345678', { country: 'es', ignoredCountries: ['es'] }).invalidReason).toBe(
      'INVALID_COUNTRY',
    );
  });

  it('accepts numbers of countries that are not ignored', () => {
    expect(validatePhone('+44 7400 123456', { ignoredCountries: ['es'] }).valid).toBe(true);
  });
});

describe('extensions and phone-context', () => {
  it.each([
    ['+34 912 345 678 ext. 123', undefined, '123'],
    ['912 345 678 x45', 'es', '45'],
    ['tel:+34912345678;ext=6', undefined, '6'],
  ])('accepts %s with its extension', (text, country, extension) => {
    const result = validatePhone(text, { country });
    expect(result).toMatchObject({ valid: true, extension, e164: '+34912345678' });
  });

  it('accepts an RFC 3966 number with a phone-context', () => {
    expect(validatePhone('tel:912345678;phone-context=+34')).toMatchObject({
      valid: true,
      country: 'es',
      e164: '+34912345678',
    });
  });
});
