import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEventBus } from '../src/platform/events/events.js';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/client.js';
import { bearer, createClock, signUp } from './accounts.js';
import { createTestApp, type TestApp } from './helpers.js';
import { memberOf } from './organization-members.js';

const WEEKDAYS = {
  monday: [
    { from: '09:00', to: '14:00' },
    { from: '16:00', to: '20:00' },
  ],
  friday: [{ from: '09:00', to: '24:00' }],
  closedDates: ['2024-12-25'],
};
const MADRID_SUMMER = { timezoneName: 'Europe/Madrid', timezoneUtc: '+02:00', timezoneHourOffset: 2 };

describe('organization settings: profile, locale and schedule', () => {
  let app: TestApp;
  let database: DatabaseHandle;
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-org-settings-'));
  const clock = createClock(new Date('2024-07-15T12:00:00Z'));
  const events = createEventBus({ log: { error: () => {} } });
  const updates: string[] = [];
  let owner: { token: string; organizationOid: string };

  const call = (method: 'GET' | 'PATCH', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const localeBody = (overrides: object = {}) => ({
    ...MADRID_SUMMER,
    scheduleEnabled: true,
    schedule: WEEKDAYS,
    scheduleOutOfHoursMessage: 'Volvemos el lunes a las 9.',
    ...overrides,
  });

  beforeAll(async () => {
    database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: inject('databaseUrl') });
    app = await createTestApp({ overrides: { now: clock.now, database, events } });
    events.on('organization.updated', ({ organizationId }) => void updates.push(organizationId));
    const signedUp = await signUp(app);
    owner = { token: signedUp.token, organizationOid: signedUp.user.organizationOid };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('PATCH /organization', () => {
    it('updates the profile, answers the organization and announces the change', async () => {
      updates.length = 0;
      const response = await call('PATCH', '/organization', owner.token, {
        name: '  Tienda Centro ',
        email: ' Hola@Tienda.COM ',
        imageUrl: '/files/3f0c7a52-5d7e-4c5e-9a53-2a4f0e7c1b11?exp=1&sig=ab',
        description: 'Zapatos a medida.',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        _id: owner.organizationOid,
        name: 'Tienda Centro',
        email: 'hola@tienda.com',
        imageUrl: '/files/3f0c7a52-5d7e-4c5e-9a53-2a4f0e7c1b11?exp=1&sig=ab',
        description: 'Zapatos a medida.',
      });
      await events.drain();
      expect(updates).toEqual([owner.organizationOid]);
      const fetched = await call('GET', '/organization', owner.token);
      expect(fetched.json().data.name).toBe('Tienda Centro');
    });

    it('keeps omitted fields and clears a field sent empty', async () => {
      await call('PATCH', '/organization', owner.token, { description: 'Antes' });
      const response = await call('PATCH', '/organization', owner.token, { email: '' });
      expect(response.json().data).toMatchObject({
        email: null,
        description: 'Antes',
        name: 'Tienda Centro',
      });
    });

    it.each([
      ['an invalid email', { email: 'not-an-email' }, 'body.email'],
      ['an empty name', { name: '   ' }, 'body.name'],
      ['a name over 120 characters', { name: 'x'.repeat(121) }, 'body.name'],
      ['a description over 1000 characters', { description: 'x'.repeat(1001) }, 'body.description'],
      ['a script url as image', { imageUrl: 'javascript:alert(1)' }, 'body.imageUrl'],
    ])('refuses %s with VALIDATION', async (_name, payload, path) => {
      const response = await call('PATCH', '/organization', owner.token, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('VALIDATION');
      expect(response.json().error.details.map((detail: { path: string }) => detail.path)).toContain(path);
    });
  });

  describe('PATCH /organization/locale', () => {
    it('stores the zone, schedule, message and language', async () => {
      updates.length = 0;
      const response = await call('PATCH', '/organization/locale', owner.token, localeBody({ locale: 'en' }));
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        ...MADRID_SUMMER,
        scheduleEnabled: true,
        schedule: WEEKDAYS,
        scheduleOutOfHoursMessage: 'Volvemos el lunes a las 9.',
        locale: 'en',
      });
      await events.drain();
      expect(updates).toEqual([owner.organizationOid]);
    });

    it('keeps the language when it is omitted', async () => {
      await call('PATCH', '/organization/locale', owner.token, localeBody({ locale: 'en' }));
      const response = await call('PATCH', '/organization/locale', owner.token, localeBody());
      expect(response.json().data.locale).toBe('en');
    });

    it('accepts half-hour zones and UTC', async () => {
      const india = await call(
        'PATCH',
        '/organization/locale',
        owner.token,
        localeBody({ timezoneName: 'Asia/Kolkata', timezoneUtc: '+05:30', timezoneHourOffset: 5.5 }),
      );
      expect(india.statusCode).toBe(200);
      const utc = await call(
        'PATCH',
        '/organization/locale',
        owner.token,
        localeBody({ timezoneName: 'UTC', timezoneUtc: '+00:00', timezoneHourOffset: 0 }),
      );
      expect(utc.json().data).toMatchObject({ timezoneName: 'UTC', timezoneUtc: '+00:00' });
    });

    it('refuses an offset that does not belong to the zone, saying what it should be', async () => {
      const response = await call(
        'PATCH',
        '/organization/locale',
        owner.token,
        localeBody({ timezoneUtc: '+01:00', timezoneHourOffset: 1 }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().error.details).toEqual([
        {
          path: 'body.timezoneUtc',
          message: 'Europe/Madrid is UTC+02:00 (timezoneHourOffset 2) now; got +01:00 (1)',
        },
      ]);
    });

    it('refuses a text offset and an hour offset that disagree', async () => {
      const response = await call(
        'PATCH',
        '/organization/locale',
        owner.token,
        localeBody({ timezoneUtc: '+02:00', timezoneHourOffset: 1 }),
      );
      expect(response.statusCode).toBe(422);
    });

    it('accepts the offset of the other side of a daylight-saving change within a day, storing its own', async () => {
      const local = createClock(new Date('2024-10-27T00:30:00Z'));
      const nearChange = await createTestApp({ overrides: { now: local.now, database } });
      try {
        const { token } = await signUp(nearChange);
        const response = await nearChange.inject({
          method: 'PATCH',
          url: '/api/v1/organization/locale',
          headers: bearer(token),
          payload: localeBody({ timezoneUtc: '+01:00', timezoneHourOffset: 1 }),
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({ timezoneUtc: '+02:00', timezoneHourOffset: 2 });
      } finally {
        await nearChange.close();
      }
    });

    it.each([
      ['an unknown zone', { timezoneName: 'Mars/Olympus' }, 'body.timezoneName'],
      ['a malformed offset', { timezoneUtc: '2' }, 'body.timezoneUtc'],
      [
        'overlapping intervals',
        {
          schedule: {
            monday: [
              { from: '09:00', to: '14:00' },
              { from: '13:00', to: '18:00' },
            ],
          },
        },
        'body.schedule.monday.1',
      ],
      [
        'an interval ending before it starts',
        { schedule: { tuesday: [{ from: '18:00', to: '09:00' }] } },
        'body.schedule.tuesday.0.to',
      ],
      [
        'a malformed time',
        { schedule: { sunday: [{ from: '9am', to: '12:00' }] } },
        'body.schedule.sunday.0.from',
      ],
      [
        'a holiday that is not a date',
        { schedule: { closedDates: ['2024-13-01'] } },
        'body.schedule.closedDates.0',
      ],
      ['an unknown language', { locale: 'fr' }, 'body.locale'],
      [
        'a message over 1000 characters',
        { scheduleOutOfHoursMessage: 'x'.repeat(1001) },
        'body.scheduleOutOfHoursMessage',
      ],
    ])('refuses %s with VALIDATION pointing at it', async (_name, overrides, path) => {
      const response = await call('PATCH', '/organization/locale', owner.token, localeBody(overrides));
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('VALIDATION');
      expect(response.json().error.details.map((detail: { path: string }) => detail.path)).toContain(path);
    });

    it('treats a missing day as closed and allows an empty schedule', async () => {
      const response = await call(
        'PATCH',
        '/organization/locale',
        owner.token,
        localeBody({ schedule: {}, scheduleEnabled: false, scheduleOutOfHoursMessage: '' }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        schedule: {},
        scheduleEnabled: false,
        scheduleOutOfHoursMessage: null,
      });
    });
  });

  describe('permissions', () => {
    it('refuses a USER every settings route with 403 and leaves the organization as it was', async () => {
      const userToken = await memberOf(app, database, {
        organizationOid: owner.organizationOid,
        role: 'USER',
      });
      const before = (await call('GET', '/organization', userToken)).json().data;
      const attempts = [
        app.inject({
          method: 'PATCH',
          url: '/api/v1/organization',
          headers: bearer(userToken),
          payload: { name: 'Mine' },
        }),
        app.inject({
          method: 'PATCH',
          url: '/api/v1/organization/locale',
          headers: bearer(userToken),
          payload: localeBody(),
        }),
        app.inject({ method: 'GET', url: '/api/v1/organization/s3', headers: bearer(userToken) }),
        app.inject({
          method: 'PATCH',
          url: '/api/v1/organization/s3',
          headers: bearer(userToken),
          payload: {},
        }),
        app.inject({
          method: 'POST',
          url: '/api/v1/organization/s3/test',
          headers: bearer(userToken),
          payload: {},
        }),
        app.inject({ method: 'DELETE', url: '/api/v1/organization/s3', headers: bearer(userToken) }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error.reason).toBe('common.forbidden');
      }
      expect((await call('GET', '/organization', userToken)).json().data).toEqual(before);
    });

    it('lists the settings section among the resources of ADMIN and OWNER only', async () => {
      const userToken = await memberOf(app, database, {
        organizationOid: owner.organizationOid,
        role: 'USER',
      });
      const resourcesOf = async (token: string) =>
        (await call('GET', '/user/session', token)).json().data.resources as string[];
      expect(await resourcesOf(owner.token)).toContain('settings');
      expect(await resourcesOf(userToken)).not.toContain('settings');
    });

    it('lets an ADMIN change the settings', async () => {
      const adminToken = await memberOf(app, database, {
        organizationOid: owner.organizationOid,
        role: 'ADMIN',
      });
      const response = await call('PATCH', '/organization', adminToken, { description: 'Por un admin' });
      expect(response.statusCode).toBe(200);
      expect((await call('GET', '/organization/s3', adminToken)).statusCode).toBe(200);
    });

    it('asks for a session on every settings route', async () => {
      for (const [method, url] of [
        ['PATCH', '/api/v1/organization'],
        ['PATCH', '/api/v1/organization/locale'],
        ['GET', '/api/v1/organization/s3'],
        ['PATCH', '/api/v1/organization/s3'],
        ['POST', '/api/v1/organization/s3/test'],
        ['DELETE', '/api/v1/organization/s3'],
      ] as const) {
        expect((await app.inject({ method, url })).statusCode).toBe(401);
      }
    });
  });
});
