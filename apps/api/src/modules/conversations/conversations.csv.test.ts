import { describe, expect, it } from 'vitest';
import { csvField } from './conversations.csv.js';

describe('CSV fields', () => {
  it.each([
    { value: null, field: '' },
    { value: 'Hola', field: 'Hola' },
    { value: 'uno, dos', field: '"uno, dos"' },
    { value: 'dice "hola"', field: '"dice ""hola"""' },
    { value: 'línea\nnueva', field: '"línea\nnueva"' },
    { value: '=HYPERLINK("x")', field: `"'=HYPERLINK(""x"")"` },
    { value: '-1+1', field: "'-1+1" },
  ])('writes $value as $field', ({ value, field }) => {
    expect(csvField(value)).toBe(field);
  });
});
