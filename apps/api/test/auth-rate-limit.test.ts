import { AUTH_FAILURE_LIMIT, AUTH_FAILURE_WINDOW_SECONDS } from '@charla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_FAILURE_LIMIT } from '../src/platform/auth-rate-limit/auth-rate-limit.js';
import { PASSWORD, createClock, logIn, signUp, uniqueEmail } from './accounts.js';
import { createTestApp, type TestApp } from './helpers.js';

describe('login and recovery rate limits', () => {
  let app: TestApp;
  const clock = createClock();
  beforeAll(async () => {
    app = await createTestApp({ overrides: { now: clock.now } });
  });
  afterAll(() => app.close());

  const forgot = (email: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/v1/user/forgot', remoteAddress: ip, payload: { email } });

  it('answers 429 after 5 wrong passwords from one address, even with the right one', async () => {
    const { email } = await signUp(app);
    for (let attempt = 0; attempt < AUTH_FAILURE_LIMIT; attempt += 1) {
      expect((await logIn(app, { email, password: 'wrong password', ip: '198.51.100.1' })).statusCode).toBe(
        401,
      );
    }
    const locked = await logIn(app, { email, password: PASSWORD, ip: '198.51.100.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({ code: '429', reason: 'common.rate_limited' });
  });

  it('still logs the real user in from a fresh address while the attacking one is locked out', async () => {
    const { email } = await signUp(app);
    for (let attempt = 0; attempt < AUTH_FAILURE_LIMIT + 2; attempt += 1) {
      await logIn(app, { email, password: 'wrong password', ip: '198.51.100.2' });
    }
    expect((await logIn(app, { email, password: PASSWORD, ip: '198.51.100.2' })).statusCode).toBe(429);
    expect((await logIn(app, { email, password: PASSWORD, ip: '198.51.100.3' })).statusCode).toBe(200);
  });

  it('lets the address try again once the window has passed', async () => {
    const { email } = await signUp(app);
    for (let attempt = 0; attempt < AUTH_FAILURE_LIMIT; attempt += 1) {
      await logIn(app, { email, password: 'wrong password', ip: '198.51.100.4' });
    }
    expect((await logIn(app, { email, password: PASSWORD, ip: '198.51.100.4' })).statusCode).toBe(429);
    clock.advance(AUTH_FAILURE_WINDOW_SECONDS * 1000 + 1000);
    expect((await logIn(app, { email, password: PASSWORD, ip: '198.51.100.4' })).statusCode).toBe(200);
  });

  it('locks out an address that sprays wrong passwords over many accounts', async () => {
    for (let attempt = 0; attempt < IP_FAILURE_LIMIT; attempt += 1) {
      await logIn(app, { email: uniqueEmail('spray'), password: 'wrong password', ip: '198.51.100.5' });
    }
    const { email } = await signUp(app);
    expect((await logIn(app, { email, password: PASSWORD, ip: '198.51.100.5' })).statusCode).toBe(429);
  });

  it('counts every recovery request per email: the sixth within the window gets 429', async () => {
    const email = uniqueEmail('forgot');
    for (let attempt = 0; attempt < AUTH_FAILURE_LIMIT; attempt += 1) {
      expect((await forgot(email, `198.51.100.${10 + attempt}`)).statusCode).toBe(200);
    }
    const limited = await forgot(email, '198.51.100.30');
    expect(limited.statusCode).toBe(429);
  });
});
