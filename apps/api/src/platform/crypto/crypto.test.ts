import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, randomToken, safeEqual, sha256Hex } from './crypto.js';

const KEY = randomBytes(32).toString('hex');

describe('crypto helpers', () => {
  it('makes prefixed tokens of 32 random bytes in base64url', () => {
    const token = randomToken('ses_');
    expect(token).toMatch(/^ses_[A-Za-z0-9_-]{43}$/);
    expect(randomToken('ses_')).not.toBe(token);
  });

  it('hashes with SHA-256 in hex', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('round-trips a secret through AES-256-GCM with a fresh IV each time', () => {
    const first = encryptSecret('sk_secret', KEY);
    expect(first).not.toContain('sk_secret');
    expect(encryptSecret('sk_secret', KEY)).not.toBe(first);
    expect(decryptSecret(first, KEY)).toBe('sk_secret');
  });

  it('refuses a tampered ciphertext and a wrong key', () => {
    const [iv, tag, body] = encryptSecret('sk_secret', KEY).split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptSecret([iv, tag, flipped.toString('base64url')].join('.'), KEY)).toThrow();
    expect(() => decryptSecret(encryptSecret('x', KEY), randomBytes(32).toString('hex'))).toThrow();
  });

  it('compares strings of any length safely', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
