import type { User } from '@charla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, bearer, logIn, signUp, uniqueEmail } from './accounts.js';
import { createTestApp, type TestApp } from './helpers.js';

describe('accounts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  describe('signup', () => {
    it('creates the user, an organization named after them that they own, and a session token', async () => {
      const email = uniqueEmail('ana');
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/user/signup',
        payload: { email, password: PASSWORD, firstName: 'Ana', lastName: 'Pérez', phone: '+34600000000' },
      });
      expect(response.statusCode).toBe(201);
      const user = response.json<{ data: User }>().data;
      expect(user).toMatchObject({
        email,
        firstName: 'Ana',
        lastName: 'Pérez',
        phone: '+34600000000',
        organizationName: 'Ana Pérez',
        role: 'OWNER',
        avatarUrl: null,
        subscription: { tierPlan: 'FREE', expired: false },
        resources: ['organizations', 'profile', 'channels', 'settings', 'developers'],
        channels: [],
      });
      expect(user.token).toMatch(/^ses_[\w-]{43}$/);
      expect(user.organizationOid).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.body).not.toContain(PASSWORD);
      expect(response.body).not.toMatch(/argon2/);
    });

    it('stores the email trimmed and lower-cased and refuses it again in any case with 409', async () => {
      const email = uniqueEmail('Case');
      const first = await app.inject({
        method: 'POST',
        url: '/api/v1/user/signup',
        payload: { email: `  ${email.toUpperCase()} `, password: PASSWORD, firstName: 'A', lastName: 'B' },
      });
      expect(first.json().data.email).toBe(email.toLowerCase());
      const again = await app.inject({
        method: 'POST',
        url: '/api/v1/user/signup',
        headers: { 'accept-language': 'en' },
        payload: { email: email.toLowerCase(), password: PASSWORD, firstName: 'A', lastName: 'B' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: {
          code: '409',
          reason: 'auth.email_taken',
          message: 'An account with that email already exists.',
        },
      });
    });

    it('refuses a short password and a bad email with 422 and the fields in details', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/user/signup',
        payload: { email: 'not-an-email', password: 'short', firstName: 'A', lastName: 'B' },
      });
      expect(response.statusCode).toBe(422);
      const { error } = response.json();
      expect(error.code).toBe('VALIDATION');
      expect(error.details.map((detail: { path: string }) => detail.path).sort()).toEqual([
        'body.email',
        'body.password',
      ]);
    });

    it('refuses a password longer than 128 characters', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/user/signup',
        payload: { email: uniqueEmail(), password: 'x'.repeat(129), firstName: 'A', lastName: 'B' },
      });
      expect(response.statusCode).toBe(422);
    });
  });

  describe('email lookup', () => {
    it('answers null for a free email and the email for a taken one, whatever its case', async () => {
      const { email } = await signUp(app);
      const free = await app.inject({ method: 'GET', url: `/api/v1/user/email?email=${uniqueEmail()}` });
      expect(free.json()).toEqual({ data: null });
      const taken = await app.inject({
        method: 'GET',
        url: `/api/v1/user/email?email=${encodeURIComponent(` ${email.toUpperCase()}`)}`,
      });
      expect(taken.json()).toEqual({ data: { email } });
    });
  });

  describe('login', () => {
    it('logs in with the email in any case and answers the user with a new token', async () => {
      const { email, user } = await signUp(app);
      const response = await logIn(app, { email: email.toUpperCase(), password: PASSWORD });
      expect(response.statusCode).toBe(200);
      const loggedIn = response.json<{ data: User }>().data;
      expect(loggedIn).toMatchObject({ _id: user._id, organizationOid: user.organizationOid, role: 'OWNER' });
      expect(loggedIn.token).toMatch(/^ses_/);
      expect(loggedIn.token).not.toBe(user.token);
    });

    it('answers a wrong password with 401 invalid credentials', async () => {
      const { email } = await signUp(app);
      const response = await logIn(app, { email, password: 'wrong password' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({ code: '401', reason: 'auth.invalid_credentials' });
    });

    it('answers an unknown email exactly like a wrong password', async () => {
      const { email } = await signUp(app);
      const wrongPassword = await logIn(app, { email, password: 'wrong password', ip: '203.0.113.20' });
      const unknownEmail = await logIn(app, {
        email: uniqueEmail(),
        password: 'wrong password',
        ip: '203.0.113.20',
      });
      expect(unknownEmail.statusCode).toBe(401);
      expect(unknownEmail.json()).toEqual(wrongPassword.json());
    });

    it('enters the organization the user used last', async () => {
      const { email, token } = await signUp(app);
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/organization',
        headers: bearer(token),
        payload: { name: 'Second shop' },
      });
      const secondOid = created.json().data.organizationOid;
      await app.inject({
        method: 'POST',
        url: '/api/v1/organization/login',
        headers: bearer(token),
        payload: { organizationOid: secondOid },
      });
      const response = await logIn(app, { email, password: PASSWORD });
      expect(response.json().data).toMatchObject({
        organizationOid: secondOid,
        organizationName: 'Second shop',
      });
    });
  });

  describe('session', () => {
    it('answers the user of the current session without a token', async () => {
      const { user, token } = await signUp(app);
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/user/session',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ ...user, token: null });
    });

    it('answers 401 without a token and with an unknown one', async () => {
      const missing = await app.inject({ method: 'GET', url: '/api/v1/user/session' });
      expect(missing.statusCode).toBe(401);
      expect(missing.json().error).toMatchObject({ code: '401', reason: 'common.unauthorized' });
      const unknown = await app.inject({
        method: 'GET',
        url: '/api/v1/user/session',
        headers: bearer('ses_not-a-real-token'),
      });
      expect(unknown.statusCode).toBe(401);
    });

    it('logs out: the token then answers 401 session expired', async () => {
      const { token } = await signUp(app);
      const logout = await app.inject({ method: 'GET', url: '/api/v1/user/logout', headers: bearer(token) });
      expect(logout.json()).toEqual({ data: { ok: true } });
      const after = await app.inject({ method: 'GET', url: '/api/v1/user/session', headers: bearer(token) });
      expect(after.statusCode).toBe(401);
      expect(after.json().error.reason).toBe('auth.session_expired');
    });
  });

  describe('profile', () => {
    it('updates names, phone and avatar', async () => {
      const { token } = await signUp(app);
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/v1/user',
        headers: bearer(token),
        payload: { firstName: 'Ana María', phone: '+34611111111', avatarUrl: '/files/avatar.png' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        firstName: 'Ana María',
        lastName: 'Pérez',
        phone: '+34611111111',
        avatarUrl: '/files/avatar.png',
        token: null,
      });
      const cleared = await app.inject({
        method: 'PATCH',
        url: '/api/v1/user',
        headers: bearer(token),
        payload: { phone: '', avatarUrl: null },
      });
      expect(cleared.json().data).toMatchObject({ phone: null, avatarUrl: null });
    });

    it('refuses a password change without the right current password', async () => {
      const { token } = await signUp(app);
      const missing = await app.inject({
        method: 'PATCH',
        url: '/api/v1/user',
        headers: bearer(token),
        payload: { password: 'a brand new password' },
      });
      expect(missing.statusCode).toBe(422);
      const wrong = await app.inject({
        method: 'PATCH',
        url: '/api/v1/user',
        headers: bearer(token),
        payload: { password: 'a brand new password', currentPassword: 'not it' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatchObject({ code: '400', reason: 'auth.wrong_password' });
    });

    it('changes the password, keeps the current session and revokes the others', async () => {
      const { email, token } = await signUp(app);
      const other = (await logIn(app, { email, password: PASSWORD })).json().data.token;
      const newPassword = 'a brand new password';
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/v1/user',
        headers: bearer(token),
        payload: { password: newPassword, currentPassword: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(newPassword);
      const current = await app.inject({
        method: 'GET',
        url: '/api/v1/user/session',
        headers: bearer(token),
      });
      expect(current.statusCode).toBe(200);
      const revoked = await app.inject({
        method: 'GET',
        url: '/api/v1/user/session',
        headers: bearer(other),
      });
      expect(revoked.statusCode).toBe(401);
      expect((await logIn(app, { email, password: PASSWORD })).statusCode).toBe(401);
      expect((await logIn(app, { email, password: newPassword })).statusCode).toBe(200);
    });
  });
});
