import { parsePhoneNumber, type PhoneNumber } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { getCountry } from './countries';
import { PhoneError, type PhoneErrorCode } from './phone-error';
import { formatPhone, type PhoneFormat } from './phone-format';
import { getNumberLengths } from './phone-lengths';
import { validatePhone } from './phone-validation';

function codeOf(action: () => unknown): PhoneErrorCode | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof PhoneError) return error.code;
    throw error;
  }
  return undefined;
}

const spanishMobile = () => parsePhoneNumber('+34612345678');

describe('phone errors of spec §8', () => {
  it.each<[string, () => unknown, PhoneErrorCode]>([
    ['getCountry with an unknown code', () => getCountry('XX'), 'UNKNOWN_COUNTRY'],
    [
      'validatePhone with an unknown selected country',
      () => validatePhone('1', { country: 'zz' }),
      'UNKNOWN_COUNTRY',
    ],
    [
      'idd formatting from an unknown country',
      () => formatPhone(spanishMobile(), 'idd', 'QQ'),
      'UNKNOWN_COUNTRY',
    ],
    ['idd formatting with no country', () => formatPhone(spanishMobile(), 'idd'), 'UNKNOWN_COUNTRY'],
    [
      'formatting a plain object',
      () => formatPhone({ number: '+34612345678' } as unknown as PhoneNumber, 'e164'),
      'INVALID_PHONE_NUMBER_OBJECT',
    ],
    [
      'formatting with an unknown format',
      () => formatPhone(spanishMobile(), 'short' as PhoneFormat),
      'INVALID_FORMAT_ARGUMENT',
    ],
    [
      'validating with an unknown format',
      () => validatePhone('+34612345678', { format: 'E.164' as PhoneFormat }),
      'INVALID_FORMAT_ARGUMENT',
    ],
    [
      'lengths of a type Spain does not have',
      () => getNumberLengths('es', 'pager'),
      'MISSING_LENGTH_METADATA',
    ],
  ])('%s throws %s', (_case, action, code) => {
    expect(codeOf(action)).toBe(code);
  });

  it('the errors are real Error instances with a readable message', () => {
    expect(() => getCountry('XX')).toThrowError(/Unknown country: XX/);
  });
});

describe('getNumberLengths', () => {
  it.each([
    ['es', undefined, [9]],
    ['gb', 'mobile', [10]],
    ['gb', 'toll free', [7, 9, 10]],
    ['us', 'fixed line or mobile', [10]],
  ] as const)('%s %s numbers have %j digits', (country, type, lengths) => {
    expect(getNumberLengths(country, type)).toEqual(lengths);
  });
});
