import { INVITATION_TTL_SECONDS } from '@charla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createClock, signUp, uniqueEmail } from './accounts.js';
import { createTestApp, type TestApp } from './helpers.js';
import { startSmtpMailbox, type SmtpMailbox } from './smtp-mailbox.js';
import { assign, inviteLink, listMembers, members } from './members-fixtures.js';

const tokenOf = (link: string) => new URL(link).searchParams.get('invite')!;

const preview = (app: TestApp, token: string) =>
  app.inject({ method: 'GET', url: `/api/v1/invitation/${token}` });
const accept = (app: TestApp, token: string, sessionToken: string) =>
  app.inject({ method: 'POST', url: `/api/v1/invitation/${token}/accept`, headers: bearer(sessionToken) });

describe('invitation mail through a real SMTP server', () => {
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

  it('mails a Spanish invitation with the message and a register link that joins the organization', async () => {
    const owner = await signUp(app, { firstName: 'Olga', lastName: 'Dueña' });
    const email = uniqueEmail('invitee');
    await assign(app, owner.token, {
      name: 'Iván',
      lastName: 'Nuevo',
      email,
      role: 'ADMIN',
      message: 'Te esperamos el lunes <3',
    });

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Te han invitado a Olga Dueña en Charla');
    expect(mail.text).toContain('Olga Dueña te ha invitado a unirte a Olga Dueña en Charla.');
    expect(mail.text).toContain('Te esperamos el lunes <3');
    expect(mail.html).toContain('Te esperamos el lunes &#60;3');
    const link = /https:\/\/charla\.example\/register\?invite=[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(`href="${link}"`);

    const token = tokenOf(link!);
    expect((await preview(app, token)).json().data).toMatchObject({
      organizationName: 'Olga Dueña',
      email,
      role: 'ADMIN',
      name: 'Iván',
      lastName: 'Nuevo',
    });
    const invitee = await signUp(app, { email, firstName: 'Iván', lastName: 'Nuevo' });
    const accepted = await accept(app, token, invitee.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      organizationOid: owner.user.organizationOid,
      organizationName: 'Olga Dueña',
      role: 'ADMIN',
    });
    expect(accepted.json().data.token).toMatch(/^ses_/);
    expect(members(await listMembers(app, owner.token))).toContainEqual(
      expect.objectContaining({
        _id: invitee.user._id,
        status: 'active',
        message: 'Te esperamos el lunes <3',
      }),
    );
  });

  it('writes the invitation in English, with the /en link, for an organization whose locale is English', async () => {
    const owner = await signUp(app, {
      headers: { 'accept-language': 'en' },
      firstName: 'Emma',
      lastName: 'Stone',
    });
    const email = uniqueEmail('english');
    await assign(app, owner.token, { name: 'Tom', email });
    const mail = await mailTo(email);
    expect(mail.subject).toBe('You are invited to Emma Stone on Charla');
    expect(mail.text).toMatch(/https:\/\/charla\.example\/en\/register\?invite=[\w-]+/);
  });
});

describe('invite links', () => {
  let app: TestApp;
  const clock = createClock();
  beforeAll(async () => {
    app = await createTestApp({
      env: { PUBLIC_URL: 'https://charla.example' },
      overrides: { now: clock.now, mailer: { send: async () => {} } },
    });
  });
  afterAll(() => app.close());

  async function linkFor(role?: string) {
    const owner = await signUp(app, { firstName: 'Olga', lastName: 'Dueña' });
    const email = uniqueEmail('linked');
    const response = await inviteLink(app, owner.token, { email, ...(role ? { role } : {}) });
    expect(response.statusCode).toBe(201);
    return { owner, email, ...response.json().data };
  }

  it('answers a seven-day link to the register page with a random 32-byte token', async () => {
    const { link, expiresAt } = await linkFor();
    expect(link).toMatch(/^https:\/\/charla\.example\/register\?invite=[\w-]{43}$/);
    expect(new Date(expiresAt).getTime()).toBe(clock.now().getTime() + INVITATION_TTL_SECONDS * 1000);
  });

  it('adds the member with the preset role once, and the token does not work a second time', async () => {
    const { owner, email, link } = await linkFor('ADMIN');
    const invitee = await signUp(app, { email: email.toUpperCase() });
    const first = await accept(app, tokenOf(link), invitee.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ organizationOid: owner.user.organizationOid, role: 'ADMIN' });

    const again = await accept(app, tokenOf(link), first.json().data.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.reason).toBe('members.invitation_not_found');
    expect((await preview(app, tokenOf(link))).statusCode).toBe(404);
  });

  it('adds with the USER role by default', async () => {
    const { email, link } = await linkFor();
    const invitee = await signUp(app, { email });
    expect((await accept(app, tokenOf(link), invitee.token)).json().data.role).toBe('USER');
  });

  it('refuses an account with another email with 403 and leaves the token usable', async () => {
    const { email, link } = await linkFor();
    const other = await signUp(app);
    const response = await accept(app, tokenOf(link), other.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ reason: 'members.invitation_email_mismatch' });
    expect(response.json().error.message).toContain(email);
    expect((await preview(app, tokenOf(link))).statusCode).toBe(200);
  });

  it('stops working after seven days', async () => {
    const { email, link } = await linkFor();
    clock.advance(INVITATION_TTL_SECONDS * 1000 - 60_000);
    expect((await preview(app, tokenOf(link))).statusCode).toBe(200);
    clock.advance(120_000);
    const invitee = await signUp(app, { email });
    expect((await preview(app, tokenOf(link))).statusCode).toBe(404);
    const response = await accept(app, tokenOf(link), invitee.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.reason).toBe('members.invitation_not_found');
  });

  it('replaces the pending invitation of the same email: only the newest link works', async () => {
    const { owner, email, link: oldLink } = await linkFor();
    const newer = (await inviteLink(app, owner.token, { email, role: 'ADMIN' })).json().data.link;
    expect((await preview(app, tokenOf(oldLink))).statusCode).toBe(404);
    expect((await preview(app, tokenOf(newer))).json().data.role).toBe('ADMIN');
    expect(
      members(await listMembers(app, owner.token)).filter((member) => member.email === email),
    ).toHaveLength(1);
  });

  it('answers 404 to an unknown token and 422 to a malformed one, without a session', async () => {
    expect((await preview(app, 'x'.repeat(43))).statusCode).toBe(404);
    expect((await preview(app, 'bad token!')).statusCode).toBe(422);
  });

  it('needs a logged-in user to accept', async () => {
    const { link } = await linkFor();
    const response = await app.inject({ method: 'POST', url: `/api/v1/invitation/${tokenOf(link)}/accept` });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a link for someone who is already a member (409)', async () => {
    const owner = await signUp(app);
    const response = await inviteLink(app, owner.token, { email: owner.email });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.reason).toBe('members.already_member');
  });
});

describe('invitation lookups', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('are rate limited per client: guessing tokens at volume gets 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/invitation/${'g'.repeat(40)}${String(attempt).padStart(3, '0')}`,
        remoteAddress: '198.51.100.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
