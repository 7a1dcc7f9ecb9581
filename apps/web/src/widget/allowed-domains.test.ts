import { describe, expect, it } from 'vitest';
import { isHostAllowed, isOriginAllowed } from './allowed-domains';

describe('allowed domains', () => {
  it.each([
    ['tienda.example.com', [], true],
    ['example.com', ['example.com'], true],
    ['EXAMPLE.com.', ['example.com'], true],
    ['www.example.com', ['example.com'], false],
    ['shop.example.com', ['*.example.com'], true],
    ['a.b.example.com', ['*.example.com'], true],
    ['example.com', ['*.example.com'], false],
    ['badexample.com', ['*.example.com'], false],
    ['example.com.evil.net', ['example.com', '*.example.com'], false],
    ['other.org', ['example.com', 'other.org'], true],
  ] as const)('%s with %j → %s', (host, domains, expected) => {
    expect(isHostAllowed(host, domains)).toBe(expected);
  });

  it('reads the host out of an origin, ignoring scheme and port', () => {
    expect(isOriginAllowed('https://shop.example.com:8443', ['*.example.com'])).toBe(true);
    expect(isOriginAllowed('http://evil.net', ['*.example.com'])).toBe(false);
    expect(isOriginAllowed('null', ['example.com'])).toBe(false);
  });
});
