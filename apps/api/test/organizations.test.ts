import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from './accounts.js';
import { createTestApp, type TestApp } from './helpers.js';

describe('organizations of a user', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const createOrganization = (token: string, name: string) =>
    app.inject({ method: 'POST', url: '/api/v1/organization', headers: bearer(token), payload: { name } });

  it('lists the organization created at signup with the owner role', async () => {
    const { user, token } = await signUp(app, { firstName: 'Luis', lastName: 'Gómez' });
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/organization/all',
      headers: bearer(token),
    });
    expect(response.json()).toEqual({
      data: [{ organizationOid: user.organizationOid, name: 'Luis Gómez', role: 'OWNER' }],
    });
  });

  it('creates another organization owned by the user', async () => {
    const { token } = await signUp(app);
    const created = await createOrganization(token, '  Tienda Norte ');
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Tienda Norte', role: 'OWNER' });
    const list = await app.inject({ method: 'GET', url: '/api/v1/organization/all', headers: bearer(token) });
    expect(list.json().data.map((entry: { name: string }) => entry.name)).toEqual([
      'Ana Pérez',
      'Tienda Norte',
    ]);
  });

  it('refuses an empty organization name with 422', async () => {
    const { token } = await signUp(app);
    expect((await createOrganization(token, '   ')).statusCode).toBe(422);
  });

  it('switches organization with a new token and revokes the old one', async () => {
    const { token } = await signUp(app);
    const second = (await createOrganization(token, 'Second')).json().data.organizationOid;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/organization/login',
      headers: bearer(token),
      payload: { organizationOid: second },
    });
    expect(response.statusCode).toBe(200);
    const switched = response.json().data;
    expect(switched).toMatchObject({ organizationOid: second, organizationName: 'Second', role: 'OWNER' });
    expect(switched.token).toMatch(/^ses_/);

    const old = await app.inject({ method: 'GET', url: '/api/v1/user/session', headers: bearer(token) });
    expect(old.statusCode).toBe(401);
    expect(old.json().error.reason).toBe('auth.session_expired');
    const current = await app.inject({
      method: 'GET',
      url: '/api/v1/organization',
      headers: bearer(switched.token),
    });
    expect(current.json().data).toMatchObject({ _id: second, name: 'Second' });
  });

  it('answers 404 when switching to an organization the user is not in', async () => {
    const { token } = await signUp(app);
    const stranger = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/organization/login',
      headers: bearer(token),
      payload: { organizationOid: stranger.user.organizationOid },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: '404', reason: 'organizations.not_found' });
    const still = await app.inject({ method: 'GET', url: '/api/v1/user/session', headers: bearer(token) });
    expect(still.statusCode).toBe(200);
  });

  it('answers the current organization entity', async () => {
    const { user, token } = await signUp(app);
    const response = await app.inject({ method: 'GET', url: '/api/v1/organization', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      _id: user.organizationOid,
      email: null,
      name: 'Ana Pérez',
      imageUrl: null,
      description: null,
      locale: 'es',
      scheduleEnabled: false,
      schedule: null,
      scheduleOutOfHoursMessage: null,
      timezoneName: 'UTC',
      timezoneUtc: '+00:00',
      timezoneHourOffset: 0,
    });
  });

  it('asks for a session on every organization route', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/organization/all'],
      ['GET', '/api/v1/organization'],
      ['POST', '/api/v1/organization'],
      ['POST', '/api/v1/organization/login'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
