import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  ERROR_REASONS,
  formatErrorMessage,
  isNotifiableErrorCode,
  loginBodySchema,
  patchUserBodySchema,
  signupBodySchema,
} from '../src/index.js';

describe('error catalogue', () => {
  it('has a Spanish and an English message for every reason, with the same placeholders', () => {
    for (const reason of ERROR_REASONS) {
      const { es, en } = ERROR_MESSAGES[reason];
      expect(es, reason).toBeTruthy();
      expect(en, reason).toBeTruthy();
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(es), reason).toEqual(placeholders(en));
    }
  });

  it('fills placeholders in the caller language', () => {
    expect(formatErrorMessage('common.route_not_found', 'en', { path: '/x' })).toBe(
      'Route /x does not exist.',
    );
    expect(formatErrorMessage('common.route_not_found', 'es', { path: '/x' })).toBe('La ruta /x no existe.');
  });

  it('notifies three-character codes and VALIDATION only', () => {
    expect(isNotifiableErrorCode('404')).toBe(true);
    expect(isNotifiableErrorCode('VALIDATION')).toBe(true);
    expect(isNotifiableErrorCode('auth.x')).toBe(false);
  });
});

describe('account schemas', () => {
  it('trims and lower-cases emails so they compare case-insensitively', () => {
    expect(loginBodySchema.parse({ email: '  Ana@Example.COM ', password: 'x' }).email).toBe(
      'ana@example.com',
    );
  });

  it('refuses passwords shorter than 8 or longer than 128 characters', () => {
    const base = { email: 'a@b.co', firstName: 'A', lastName: 'B' };
    expect(signupBodySchema.safeParse({ ...base, password: 'short' }).success).toBe(false);
    expect(signupBodySchema.safeParse({ ...base, password: 'x'.repeat(129) }).success).toBe(false);
    expect(signupBodySchema.safeParse({ ...base, password: 'x'.repeat(8) }).success).toBe(true);
  });

  it('requires the current password to set a new one', () => {
    expect(patchUserBodySchema.safeParse({ password: 'newpassword' }).success).toBe(false);
    expect(patchUserBodySchema.safeParse({ password: 'newpassword', currentPassword: 'old' }).success).toBe(
      true,
    );
  });
});
