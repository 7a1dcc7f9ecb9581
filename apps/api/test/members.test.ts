import { createEventBus, type DomainEventName } from '../src/platform/events/events.js';
import type { MailMessage } from '../src/platform/mail/mailer.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, logIn, signUp, uniqueEmail } from './accounts.js';
import { createTestApp, type TestApp } from './helpers.js';
import {
  addMember,
  assign,
  inviteLink,
  listMembers,
  members,
  patchMember,
  removeMember,
  switchTo,
  type Session,
} from './members-fixtures.js';

const CHANNEL = '55555555-5555-4555-8555-555555555555';

describe('members of an organization', () => {
  let app: TestApp;
  const sent: MailMessage[] = [];
  const events = createEventBus({ log: console });
  beforeAll(async () => {
    app = await createTestApp({
      env: { PUBLIC_URL: 'https://charla.example' },
      overrides: { mailer: { send: async (message) => void sent.push(message) }, events },
    });
  });
  afterAll(() => app.close());

  const owner = async (): Promise<Session> => signUp(app, { firstName: 'Olga', lastName: 'Dueña' });
  const session = (token: string) =>
    app.inject({ method: 'GET', url: '/api/v1/user/session', headers: bearer(token) });

  it('lists the owner who created the organization as an active owner in the rotation', async () => {
    const { user, token } = await owner();
    const response = await listMembers(app, token);
    expect(response.statusCode).toBe(200);
    expect(members(response)).toEqual([
      {
        _id: user._id,
        name: 'Olga',
        lastName: 'Dueña',
        email: user.email,
        role: 'OWNER',
        primary: true,
        phone: null,
        message: null,
        channels: [],
        avatarUrl: null,
        status: 'active',
        expiresAt: null,
      },
    ]);
  });

  it('adds an existing account at once, case-insensitively by email, and mails them', async () => {
    const admin = await owner();
    const existing = await signUp(app, { firstName: 'Berta', lastName: 'Sanz' });
    const response = await assign(app, admin.token, {
      name: 'Ignored',
      lastName: 'Ignored too',
      email: existing.email.toUpperCase(),
      role: 'ADMIN',
      primary: true,
      message: 'Bienvenida al equipo',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      _id: existing.user._id,
      name: 'Berta',
      lastName: 'Sanz',
      email: existing.email,
      role: 'ADMIN',
      primary: true,
      message: 'Bienvenida al equipo',
      status: 'active',
    });
    const organizations = await app.inject({
      method: 'GET',
      url: '/api/v1/organization/all',
      headers: bearer(existing.token),
    });
    expect(organizations.json().data).toContainEqual({
      organizationOid: admin.user.organizationOid,
      name: 'Olga Dueña',
      role: 'ADMIN',
    });
    const mail = await vi.waitFor(
      () => sent.find((message) => message.to === existing.email) ?? Promise.reject(),
    );
    expect(mail.subject).toBe('Ya formas parte de Olga Dueña en Charla');
    expect(mail.text).toContain('Bienvenida al equipo');
    expect(mail.text).toContain('https://charla.example/admin/organizations');
    expect(
      (await assign(app, admin.token, { name: 'Berta', email: existing.email })).json().error,
    ).toMatchObject({
      code: '409',
      reason: 'members.already_member',
    });
  });

  it('shows an invited email as pending until it is accepted, and re-inviting replaces the invitation', async () => {
    const admin = await owner();
    const email = uniqueEmail('invited');
    const first = await assign(app, admin.token, {
      name: 'Nuevo',
      lastName: 'Agente',
      email,
      message: 'Hola',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ email, name: 'Nuevo', status: 'invited', role: 'USER' });
    const second = await assign(app, admin.token, { name: 'Nueva', email, role: 'ADMIN' });
    expect(second.statusCode).toBe(201);
    const pending = members(await listMembers(app, admin.token)).filter(
      (member) => member.status === 'invited',
    );
    expect(pending).toEqual([
      expect.objectContaining({ _id: second.json().data._id, name: 'Nueva', role: 'ADMIN', email }),
    ]);
    expect(pending[0]!.expiresAt).toEqual(expect.any(String));
  });

  it('gives every member an open conversations count on request and filters by channel access', async () => {
    const admin = await owner();
    const agent = await addMember(app, admin, { role: 'USER' });
    const manager = await addMember(app, admin, { role: 'ADMIN' });
    await assign(app, admin.token, { name: 'Pendiente', email: uniqueEmail('pending') });

    const withCounts = members(await listMembers(app, agent.token, '?getConversations=true'));
    expect(withCounts).toHaveLength(4);
    expect(withCounts.every((member) => member.conversations === 0)).toBe(true);
    expect(members(await listMembers(app, agent.token))[0]).not.toHaveProperty('conversations');

    const byChannel = members(await listMembers(app, agent.token, `?channelOid=${CHANNEL}`));
    expect(byChannel.map((member) => member._id).sort()).toEqual([admin.user._id, manager.userId].sort());
    expect((await listMembers(app, agent.token, '?channelOid=nope')).statusCode).toBe(422);
  });

  it('refuses every management route to a USER with 403, while they may list', async () => {
    const admin = await owner();
    const agent = await addMember(app, admin, { role: 'USER' });
    const colleague = await addMember(app, admin, { role: 'USER' });
    expect((await listMembers(app, agent.token)).statusCode).toBe(200);
    const calls = [
      await assign(app, agent.token, { name: 'X', email: uniqueEmail() }),
      await patchMember(app, agent.token, colleague.userId, { primary: true }),
      await removeMember(app, agent.token, colleague.userId),
      await inviteLink(app, agent.token, { email: uniqueEmail() }),
    ];
    expect(calls.map((call) => call.statusCode)).toEqual([403, 403, 403, 403]);
  });

  it('changes role, primary and message of a member', async () => {
    const admin = await owner();
    const agent = await addMember(app, admin);
    const response = await patchMember(app, admin.token, agent.userId, {
      role: 'ADMIN',
      primary: true,
      message: 'Turno de tarde',
      channels: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ role: 'ADMIN', primary: true, message: 'Turno de tarde' });
    expect((await session(agent.token)).json().data.role).toBe('ADMIN');
  });

  it('accepts the member’s own name and email sent back unchanged, but refuses to change them (422)', async () => {
    const admin = await owner();
    const agent = await addMember(app, admin, { firstName: 'Marta' });
    const unchanged = await patchMember(app, admin.token, agent.userId, {
      name: 'Marta',
      email: agent.email.toUpperCase(),
      primary: true,
    });
    expect(unchanged.statusCode).toBe(200);
    const changed = await patchMember(app, admin.token, agent.userId, {
      name: 'Otra',
      phone: '+34600000000',
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error).toMatchObject({
      code: 'VALIDATION',
      reason: 'members.profile_not_editable',
    });
    expect(changed.json().error.details.map((detail: { path: string }) => detail.path)).toEqual([
      'body.name',
      'body.phone',
    ]);
  });

  it('edits the name, email and role of a pending invitation', async () => {
    const admin = await owner();
    const invited = (await assign(app, admin.token, { name: 'Luis', email: uniqueEmail('luis') })).json()
      .data;
    const newEmail = uniqueEmail('luis-new');
    const response = await patchMember(app, admin.token, invited._id, {
      name: 'Luisa',
      email: newEmail,
      role: 'ADMIN',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: invited._id,
      name: 'Luisa',
      email: newEmail,
      role: 'ADMIN',
    });
  });

  it('answers 422 members.unknown_channel for a channel id that names no channel', async () => {
    const admin = await owner();
    const agent = await addMember(app, admin);
    const response = await patchMember(app, admin.token, agent.userId, { channels: [CHANNEL] });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', reason: 'members.unknown_channel' });
    expect((await patchMember(app, admin.token, agent.userId, { channels: ['not-a-uuid'] })).statusCode).toBe(
      422,
    );
  });

  it('never demotes or removes the last owner (409), themselves included', async () => {
    const admin = await owner();
    const demote = await patchMember(app, admin.token, admin.user._id, { role: 'ADMIN' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toMatchObject({ code: '409', reason: 'members.last_owner' });
    const leave = await removeMember(app, admin.token, admin.user._id);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error.reason).toBe('members.last_owner');

    const second = await addMember(app, admin, { role: 'OWNER' });
    expect((await patchMember(app, admin.token, second.userId, { role: 'ADMIN' })).statusCode).toBe(200);
    expect((await patchMember(app, admin.token, second.userId, { role: 'OWNER' })).statusCode).toBe(200);
    expect((await patchMember(app, second.token, admin.user._id, { role: 'USER' })).statusCode).toBe(200);
    expect((await removeMember(app, second.token, second.userId)).statusCode).toBe(409);
  });

  it('lets only an owner make someone owner or change an owner; an admin manages admins and users', async () => {
    const admin = await owner();
    const manager = await addMember(app, admin, { role: 'ADMIN' });
    const agent = await addMember(app, admin, { role: 'USER' });
    const expectOwnerRequired = (response: {
      statusCode: number;
      json: () => { error: { reason: string } };
    }) => {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.reason).toBe('members.owner_required');
    };
    expectOwnerRequired(await patchMember(app, manager.token, agent.userId, { role: 'OWNER' }));
    expectOwnerRequired(await patchMember(app, manager.token, admin.user._id, { primary: false }));
    expectOwnerRequired(await removeMember(app, manager.token, admin.user._id));
    expectOwnerRequired(await assign(app, manager.token, { name: 'X', email: uniqueEmail(), role: 'OWNER' }));
    expectOwnerRequired(await inviteLink(app, manager.token, { email: uniqueEmail(), role: 'OWNER' }));
    expect((await patchMember(app, manager.token, agent.userId, { role: 'ADMIN' })).statusCode).toBe(200);
    expect((await removeMember(app, manager.token, agent.userId)).statusCode).toBe(200);
  });

  it('ends the removed member’s sessions in that organization only', async () => {
    const admin = await owner();
    const agent = await addMember(app, admin);
    const relogin = await logIn(app, { email: agent.email, password: agent.password });
    const ownToken = await switchTo(app, relogin.json().data.token, agent.ownOrganizationOid);

    const response = await removeMember(app, admin.token, agent.userId);
    expect(response.json()).toEqual({ data: { ok: true } });
    const inRemoved = await session(agent.token);
    expect(inRemoved.statusCode).toBe(401);
    expect(inRemoved.json().error.reason).toBe('auth.session_expired');
    const inOwn = await session(ownToken);
    expect(inOwn.statusCode).toBe(200);
    expect(inOwn.json().data.organizationOid).toBe(agent.ownOrganizationOid);
    expect(members(await listMembers(app, admin.token)).map((member) => member._id)).not.toContain(
      agent.userId,
    );
  });

  it('lets a member leave the organization', async () => {
    const admin = await owner();
    const agent = await addMember(app, admin);
    expect((await removeMember(app, agent.token, agent.userId)).statusCode).toBe(200);
    expect((await session(agent.token)).statusCode).toBe(401);
  });

  it('withdraws a pending invitation by its id', async () => {
    const admin = await owner();
    const invited = (await assign(app, admin.token, { name: 'Temp', email: uniqueEmail() })).json().data;
    expect((await removeMember(app, admin.token, invited._id)).statusCode).toBe(200);
    expect(members(await listMembers(app, admin.token)).map((member) => member._id)).not.toContain(
      invited._id,
    );
    expect((await removeMember(app, admin.token, invited._id)).statusCode).toBe(404);
  });

  it('answers 404 for members and invitations of another organization', async () => {
    const admin = await owner();
    const stranger = await owner();
    const agent = await addMember(app, admin);
    const invited = (await assign(app, admin.token, { name: 'Temp', email: uniqueEmail() })).json().data;
    for (const id of [agent.userId, invited._id]) {
      const patch = await patchMember(app, stranger.token, id, { primary: true });
      expect(patch.statusCode).toBe(404);
      expect(patch.json().error.reason).toBe('members.not_found');
      expect((await removeMember(app, stranger.token, id)).statusCode).toBe(404);
    }
    expect(members(await listMembers(app, stranger.token)).map((member) => member._id)).toEqual([
      stranger.user._id,
    ]);
  });

  it('emits member events after commit', async () => {
    const admin = await owner();
    const seen: string[] = [];
    const names: DomainEventName[] = [
      'member.added',
      'member.updated',
      'member.removed',
      'member.invitation_changed',
    ];
    const stops = names.map((name) =>
      events.on(name, (payload) => {
        expect(payload.organizationId).toBe(admin.user.organizationOid);
        seen.push(name);
      }),
    );
    const agent = await addMember(app, admin);
    await patchMember(app, admin.token, agent.userId, { primary: true });
    await removeMember(app, admin.token, agent.userId);
    await assign(app, admin.token, { name: 'Temp', email: uniqueEmail() });
    await events.drain();
    stops.forEach((stop) => stop());
    expect(seen).toEqual(['member.added', 'member.updated', 'member.removed', 'member.invitation_changed']);
  });
});
