import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/**
 * JSON.parse for query values, except that a number which would not survive the round trip (a 19-digit
 * customer id such as `identifier=12345678901234567890`, or `1e5`) refuses to parse and stays the text
 * it was: the router keeps unparseable values as strings and writes them back unchanged.
 */
export function parseLosslessJson(value: string): unknown {
  const parsed: unknown = JSON.parse(value);
  if (typeof parsed === 'number' && String(parsed) !== value) throw new Error('not a lossless number');
  return parsed;
}

/** TanStack Router's default search handling with the lossless parser on both ways. */
export const parseSearch = parseSearchWith(parseLosslessJson);
export const stringifySearch = stringifySearchWith(JSON.stringify, parseLosslessJson);
