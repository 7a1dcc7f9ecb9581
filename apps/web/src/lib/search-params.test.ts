import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';

describe('search params', () => {
  it('keeps ids that do not fit a JavaScript number as the exact text, both ways', () => {
    const search = parseSearch('?identifier=12345678901234567890&code=1e5&zip=007');
    expect(search).toEqual({ identifier: '12345678901234567890', code: '1e5', zip: '007' });
    expect(stringifySearch(search)).toBe('?identifier=12345678901234567890&code=1e5&zip=007');
  });

  it('still parses small numbers, booleans and JSON like the router default', () => {
    expect(parseSearch('?page=2&open=true&filter=%7B%22a%22%3A1%7D&q=hola')).toEqual({
      page: 2,
      open: true,
      filter: { a: 1 },
      q: 'hola',
    });
    expect(stringifySearch({ page: 2, q: 'hola', id: '42' })).toBe('?page=2&q=hola&id=%2242%22');
  });
});
