import { RECOVERY_KEY_TTL_SECONDS } from '@charla/contracts';
import { simpleParser } from 'mailparser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../src/platform/mail/mailer.js';
import { PASSWORD, bearer, createClock, logIn, signUp, uniqueEmail } from './accounts.js';
import { createTestApp, type TestApp } from './helpers.js';
import { startSmtpMailbox, type SmtpMailbox } from './smtp-mailbox.js';

const NEW_PASSWORD = 'a new secret phrase';

function linkIn(text: string) {
  const match = /https?:\/\/\S+\/recover\?\S+/.exec(text);
  if (!match) throw new Error(`no recovery link in: ${text}`);
  const url = new URL(match[0]);
  return { url, email: url.searchParams.get('email')!, key: url.searchParams.get('key')! };
}

describe('password recovery through a real SMTP server', () => {
  let app: TestApp;
  let mailbox: SmtpMailbox;

  beforeAll(async () => {
    mailbox = await startSmtpMailbox();
    app = await createTestApp({ env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://charla.example' } });
  });
  afterAll(async () => {
    await app.close();
    await mailbox.close();
  });

  const mailTo = (email: string) => mailbox.mailTo(email);

  it('mails a Spanish link, which sets a new password once and ends every session', async () => {
    const { email, token } = await signUp(app);
    const forgot = await app.inject({ method: 'POST', url: '/api/v1/user/forgot', payload: { email } });
    expect(forgot.json()).toEqual({ data: { ok: true } });

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Recupera tu contraseña de Charla');
    expect(mail.html).toContain('href="https://charla.example/recover?');
    const link = linkIn(mail.text ?? '');
    expect(link.url.pathname).toBe('/recover');
    expect(link.email).toBe(email);

    const recover = await app.inject({
      method: 'POST',
      url: '/api/v1/user/recover',
      payload: { email: link.email, recoverKey: link.key, password: NEW_PASSWORD },
    });
    expect(recover.json()).toEqual({ data: { ok: true } });
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/user/session', headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect((await logIn(app, { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await logIn(app, { email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const reused = await app.inject({
      method: 'POST',
      url: '/api/v1/user/recover',
      payload: { email: link.email, recoverKey: link.key, password: 'yet another password' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toMatchObject({ code: '400', reason: 'auth.invalid_recovery_key' });
  });

  it('writes the mail in English, with the /en link, for a user who signed up in English', async () => {
    const { email } = await signUp(app, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    await app.inject({ method: 'POST', url: '/api/v1/user/forgot', payload: { email } });
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Recover your Charla password');
    expect(linkIn(mail.text ?? '').url.pathname).toBe('/en/recover');
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await app.inject({ method: 'POST', url: '/api/v1/user/forgot', payload: { email } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    const known = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/v1/user/forgot', payload: { email: known.email } });
    await mailTo(known.email);
    expect(mailbox.received.some((mail) => JSON.stringify(mail.to).includes(email))).toBe(false);
  });

  it('refuses a made-up recovery key', async () => {
    const { email } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/recover',
      payload: { email, recoverKey: 'x'.repeat(43), password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.reason).toBe('auth.invalid_recovery_key');
  });
});

describe('recovery key lifetime', () => {
  let app: TestApp;
  const clock = createClock();
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    app = await createTestApp({
      overrides: { now: clock.now, mailer: { send: async (message) => void sent.push(message) } },
    });
  });
  afterAll(() => app.close());

  it('refuses a key after its hour is over', async () => {
    const { email } = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/v1/user/forgot', payload: { email } });
    const mail = await vi.waitFor(() => sent.find((message) => message.to === email) ?? Promise.reject());
    clock.advance(RECOVERY_KEY_TTL_SECONDS * 1000 + 1000);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/recover',
      payload: { email, recoverKey: linkIn(mail.text).key, password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.reason).toBe('auth.invalid_recovery_key');
  });

  it('accepts a key just before its hour is over', async () => {
    const { email } = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/v1/user/forgot', payload: { email } });
    const mail = await vi.waitFor(() => sent.find((message) => message.to === email) ?? Promise.reject());
    clock.advance(RECOVERY_KEY_TTL_SECONDS * 1000 - 60_000);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/recover',
      payload: { email, recoverKey: linkIn(mail.text).key, password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('mail without SMTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('writes the recovery mail as an .eml file under DATA_DIR/mail', async () => {
    const { email } = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/v1/user/forgot', payload: { email } });
    const directory = join(app.config.DATA_DIR, 'mail');
    const file = await vi.waitFor(() => {
      const names = existsSync(directory)
        ? readdirSync(directory).filter((name) => name.endsWith('.eml'))
        : [];
      if (names.length === 0) throw new Error('no mail yet');
      return join(directory, names[0]!);
    });
    const mail = await simpleParser(readFileSync(file));
    expect(JSON.stringify(mail.to)).toContain(email);
    expect(linkIn(mail.text ?? '').email).toBe(email);
  });
});
