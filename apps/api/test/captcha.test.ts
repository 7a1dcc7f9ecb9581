import { CAPTCHA_HEADER, type CaptchaConfig } from '@charla/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp, uniqueEmail } from './accounts.js';
import { createTestApp, type TestApp } from './helpers.js';

const signupPayload = () => ({
  email: uniqueEmail('captcha'),
  password: PASSWORD,
  firstName: 'Ana',
  lastName: 'Pérez',
});

describe('captcha off', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('tells the client there is nothing to solve and signs up without the header', async () => {
    const config = await app.inject({ method: 'GET', url: '/api/v1/user/captcha' });
    expect(config.json()).toEqual({ data: { provider: 'off', challenge: null, siteKey: null } });
    await expect(signUp(app)).resolves.toBeTruthy();
  });
});

describe('captcha altcha (self-hosted proof of work)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { CAPTCHA_PROVIDER: 'altcha' } });
  });
  afterAll(() => app.close());

  async function solvedPayload() {
    const response = await app.inject({ method: 'GET', url: '/api/v1/user/captcha' });
    const { provider, challenge } = response.json<{ data: CaptchaConfig }>().data;
    expect(provider).toBe('altcha');
    expect(challenge!.maxnumber).toBeLessThanOrEqual(50_000);
    const solution = await solveChallenge(
      challenge!.challenge,
      challenge!.salt,
      challenge!.algorithm,
      challenge!.maxnumber,
    ).promise;
    const payload = { ...challenge!, number: solution!.number };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }

  const signup = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/v1/user/signup', headers, payload: signupPayload() });

  it('accepts a solved challenge once and refuses it when replayed', async () => {
    const answer = await solvedPayload();
    expect((await signup({ [CAPTCHA_HEADER]: answer })).statusCode).toBe(201);
    const replay = await signup({ [CAPTCHA_HEADER]: answer });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toMatchObject({ code: '400', reason: 'auth.captcha_invalid' });
  });

  it('refuses a missing answer with captcha required', async () => {
    const response = await signup({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.reason).toBe('auth.captcha_required');
  });

  it('refuses garbage and a wrong number', async () => {
    expect((await signup({ [CAPTCHA_HEADER]: 'not base64 json' })).json().error.reason).toBe(
      'auth.captcha_invalid',
    );
    const solved = JSON.parse(Buffer.from(await solvedPayload(), 'base64').toString()) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...solved, number: solved.number + 1 })).toString('base64');
    expect((await signup({ [CAPTCHA_HEADER]: wrong })).json().error.reason).toBe('auth.captcha_invalid');
  });

  it('guards login and forgot too', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(login.json().error.reason).toBe('auth.captcha_required');
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/v1/user/forgot',
      payload: { email: uniqueEmail() },
    });
    expect(forgot.json().error.reason).toBe('auth.captcha_required');
  });
});

describe('captcha recaptcha (Google)', () => {
  let app: TestApp;
  const calls: { url: string; body: string }[] = [];
  const fakeGoogle: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), body: String(init?.body) });
    const token = new URLSearchParams(String(init?.body)).get('response');
    if (token === 'while-google-is-down') throw new TypeError('fetch failed');
    return Response.json(token === 'human-token' ? { success: true, score: 0.9 } : { success: false });
  };
  beforeAll(async () => {
    app = await createTestApp({
      env: {
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_SECRET: 'server-secret',
        RECAPTCHA_SITE_KEY: 'site-key',
      },
      overrides: { fetch: fakeGoogle },
    });
  });
  afterAll(() => app.close());

  it('gives the client the site key', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/user/captcha' });
    expect(response.json()).toEqual({
      data: { provider: 'recaptcha', challenge: null, siteKey: 'site-key' },
    });
  });

  it('accepts a token Google confirms, sending the secret and the token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/signup',
      headers: { [CAPTCHA_HEADER]: 'human-token' },
      payload: signupPayload(),
    });
    expect(response.statusCode).toBe(201);
    expect(calls.at(-1)?.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(new URLSearchParams(calls.at(-1)?.body).get('secret')).toBe('server-secret');
  });

  it('refuses a token Google rejects', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/signup',
      headers: { [CAPTCHA_HEADER]: 'bot-token' },
      payload: signupPayload(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.reason).toBe('auth.captcha_invalid');
  });

  it('answers 503 when Google cannot be reached, instead of blaming the user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/signup',
      headers: { [CAPTCHA_HEADER]: 'while-google-is-down' },
      payload: signupPayload(),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({ code: '503', reason: 'common.unavailable' });
  });
});
