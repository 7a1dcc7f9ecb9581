import { getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/examples.mobile.json';
import { describe, expect, it } from 'vitest';
import { PHONE_NUMBER_TYPES, type PhoneNumberType } from './phone-number-type';
import { validatePhone } from './phone-validation';

describe('number types', () => {
  it('knows the eleven types of the spec', () => {
    expect(Object.values(PHONE_NUMBER_TYPES)).toHaveLength(11);
  });

  // Example numbers from Google's libphonenumber metadata, one per type.
  it.each<[PhoneNumberType, string]>([
    ['mobile', '+447400123456'],
    ['premium rate', '+449012345678'],
    ['toll free', '+448001234567'],
    ['shared cost', '+34901123456'],
    ['voip', '+445612345678'],
    ['personal number', '+447012345678'],
    ['pager', '+447640123456'],
    ['uan', '+445512345678'],
    ['voicemail', '+41860123456789'],
    ['fixed line', '+441212345678'],
    ['fixed line or mobile', '+12015550123'],
  ])('recognises %s (%s)', (type, number) => {
    const result = validatePhone(number);
    expect(result.valid).toBe(true);
    expect(result.type).toBe(type);
  });

  it("reads the library's own mobile example for Spain as mobile", () => {
    const example = getExampleNumber('ES', examples);
    expect(validatePhone(example?.number ?? '').type).toBe('mobile');
  });

  it('gives no type to an invalid number', () => {
    expect(validatePhone('+34 123 456 789').type).toBeNull();
  });
});
