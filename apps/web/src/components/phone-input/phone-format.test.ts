import { parsePhoneNumber } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { formatPhone, PHONE_FORMATS, type PhoneFormat } from './phone-format';
import { validatePhone } from './phone-validation';

describe('formats', () => {
  it('offers exactly the five formats of the spec', () => {
    expect(PHONE_FORMATS).toEqual(['national', 'international', 'e164', 'rfc3966', 'idd']);
  });

  it.each<[PhoneFormat, string, string]>([
    ['national', 'es', '612 34 56 78'],
    ['international', 'es', '+34 612 34 56 78'],
    ['e164', 'es', '+34612345678'],
    ['rfc3966', 'es', 'tel:+34612345678'],
    ['idd', 'us', '011 34 612 34 56 78'],
    ['idd', 'gb', '00 34 612 34 56 78'],
  ])('formats +34 612 34 56 78 as %s (selected %s) → %s', (format, country, expected) => {
    const text = '+34612345678';
    expect(validatePhone(text, { country, format }).formatted).toBe(expected);
  });

  it('formatPhone dials IDD from the given country', () => {
    expect(formatPhone(parsePhoneNumber('+447400123456'), 'idd', 'es')).toBe('00 44 7400 123456');
  });
});
