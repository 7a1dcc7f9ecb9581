import { describe, expect, it } from 'vitest';
import { isOpen, nextOpening, weeklyScheduleSchema, type WeeklySchedule } from './schedule.js';
import { isSupportedTimeZone, utcOffsetAt } from './time-zones.js';

const MADRID = 'Europe/Madrid';
const SANTIAGO = 'America/Santiago';

const OFFICE: WeeklySchedule = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => [
    day,
    [
      { from: '15:00', to: '19:00' },
      { from: '09:00', to: '13:00' },
    ],
  ]),
);
const CHRISTMAS: WeeklySchedule = { ...OFFICE, closedDates: ['2024-12-25'] };
const MONDAYS: WeeklySchedule = { monday: [{ from: '09:00', to: '17:00' }] };
const LATE_FRIDAY: WeeklySchedule = { friday: [{ from: '20:00', to: '24:00' }] };
/** Madrid springs forward on 2024-03-31 at 02:00 (→ 03:00) and falls back on 2024-10-27 at 03:00 (→ 02:00). */
const MADRID_NIGHT: WeeklySchedule = { sunday: [{ from: '02:00', to: '02:30' }] };
const MADRID_EARLY: WeeklySchedule = { sunday: [{ from: '02:00', to: '04:00' }] };
/** Santiago falls back on Saturday 2024-04-06 at 24:00 (→ 23:00) and springs forward on 2024-09-07 at 24:00 (→ 01:00). */
const SATURDAY_LAST_HOUR: WeeklySchedule = { saturday: [{ from: '23:00', to: '24:00' }] };
const SATURDAY_LATE: WeeklySchedule = { saturday: [{ from: '22:00', to: '23:30' }] };
const SUNDAY_FIRST_HOUR: WeeklySchedule = { sunday: [{ from: '00:00', to: '01:00' }] };
const SUNDAY_EARLY: WeeklySchedule = { sunday: [{ from: '00:00', to: '02:00' }] };
const ALWAYS_CLOSED: WeeklySchedule = {};
const ONLY_HOLIDAYS: WeeklySchedule = { monday: [], closedDates: ['2024-01-01'] };

describe('isOpen', () => {
  it.each<[string, WeeklySchedule | null, string, string, boolean]>([
    ['a weekday morning interval', OFFICE, MADRID, '2024-03-25T08:00:00Z', true],
    ['the lunch gap between two intervals', OFFICE, MADRID, '2024-03-25T12:30:00Z', false],
    ['the second interval of the day', OFFICE, MADRID, '2024-03-25T14:00:00Z', true],
    ['the end of an interval is closed', OFFICE, MADRID, '2024-03-25T18:00:00Z', false],
    ['a day without intervals', OFFICE, MADRID, '2024-03-30T10:00:00Z', false],
    ['09:00 in winter is 08:00 UTC', OFFICE, MADRID, '2024-03-29T07:59:00Z', false],
    ['09:00 in summer is 07:00 UTC', OFFICE, MADRID, '2024-04-01T07:00:00Z', true],
    ['a holiday on a working day', CHRISTMAS, MADRID, '2024-12-25T10:00:00Z', false],
    ['the day after the holiday', CHRISTMAS, MADRID, '2024-12-26T10:00:00Z', true],
    ['an interval ending at midnight, last second', LATE_FRIDAY, 'UTC', '2024-05-03T23:59:59Z', true],
    ['an interval ending at midnight, at midnight', LATE_FRIDAY, 'UTC', '2024-05-04T00:00:00Z', false],
    ['Madrid: 01:59 before the skipped hour', MADRID_EARLY, MADRID, '2024-03-31T00:59:00Z', false],
    ['Madrid: 03:00 right after the skipped hour', MADRID_EARLY, MADRID, '2024-03-31T01:00:00Z', true],
    ['Madrid: repeated 02:15, first time (CEST)', MADRID_NIGHT, MADRID, '2024-10-27T00:15:00Z', true],
    ['Madrid: 02:45 CEST, between the repeats', MADRID_NIGHT, MADRID, '2024-10-27T00:45:00Z', false],
    ['Madrid: repeated 02:15, second time (CET)', MADRID_NIGHT, MADRID, '2024-10-27T01:15:00Z', true],
    ['Santiago: 23:30 first time (-03)', SATURDAY_LAST_HOUR, SANTIAGO, '2024-04-07T02:30:00Z', true],
    ['Santiago: 23:30 repeated (-04)', SATURDAY_LAST_HOUR, SANTIAGO, '2024-04-07T03:30:00Z', true],
    ['Santiago: Sunday 00:00 after the repeat', SATURDAY_LAST_HOUR, SANTIAGO, '2024-04-07T04:00:00Z', false],
    ['Santiago: 23:45 first time is past 23:30', SATURDAY_LATE, SANTIAGO, '2024-04-07T02:45:00Z', false],
    ['Santiago: 23:15 repeated reopens', SATURDAY_LATE, SANTIAGO, '2024-04-07T03:15:00Z', true],
    ['Santiago: Saturday 23:59 before the jump', SATURDAY_LAST_HOUR, SANTIAGO, '2024-09-08T03:59:00Z', true],
    ['Santiago: the jump lands on Sunday 01:00', SATURDAY_LAST_HOUR, SANTIAGO, '2024-09-08T04:00:00Z', false],
    ['Santiago: Sunday 01:00 after the jump', SUNDAY_EARLY, SANTIAGO, '2024-09-08T04:00:00Z', true],
    ['Santiago: a normal Sunday 00:30 (-03)', SUNDAY_FIRST_HOUR, SANTIAGO, '2024-09-15T03:30:00Z', true],
    ['an always-closed schedule', ALWAYS_CLOSED, MADRID, '2024-03-25T10:00:00Z', false],
    ['no schedule at all', null, MADRID, '2024-03-25T10:00:00Z', false],
    ['India: 09:00 IST is 03:30 UTC', MONDAYS, 'Asia/Kolkata', '2024-03-25T03:30:00Z', true],
    ['India: 08:59 IST', MONDAYS, 'Asia/Kolkata', '2024-03-25T03:29:00Z', false],
  ])('%s', (_name, schedule, timeZone, at, expected) => {
    expect(isOpen(schedule, timeZone, new Date(at))).toBe(expected);
  });
});

describe('nextOpening', () => {
  it.each<[string, WeeklySchedule | null, string, string, string | null]>([
    ['open now answers now', OFFICE, MADRID, '2024-03-25T08:30:00Z', '2024-03-25T08:30:00Z'],
    ['the afternoon interval after lunch', OFFICE, MADRID, '2024-03-25T12:30:00Z', '2024-03-25T14:00:00Z'],
    ['Friday evening to Monday', OFFICE, MADRID, '2024-03-22T19:00:00Z', '2024-03-25T08:00:00Z'],
    ['Monday across the spring change', MONDAYS, MADRID, '2024-03-29T20:00:00Z', '2024-04-01T07:00:00Z'],
    ['Monday across the autumn change', MONDAYS, MADRID, '2024-10-25T20:00:00Z', '2024-10-28T08:00:00Z'],
    ['skips a holiday', CHRISTMAS, MADRID, '2024-12-24T19:00:00Z', '2024-12-26T08:00:00Z'],
    [
      'Madrid: opens after the skipped hour',
      MADRID_EARLY,
      MADRID,
      '2024-03-30T23:00:00Z',
      '2024-03-31T01:00:00Z',
    ],
    ['Madrid: the repeated 02:00', MADRID_NIGHT, MADRID, '2024-10-27T00:45:00Z', '2024-10-27T01:00:00Z'],
    [
      'Santiago: before the repeated hour',
      SATURDAY_LAST_HOUR,
      SANTIAGO,
      '2024-04-07T01:00:00Z',
      '2024-04-07T02:00:00Z',
    ],
    ['Santiago: 23:00 comes again', SATURDAY_LATE, SANTIAGO, '2024-04-07T02:45:00Z', '2024-04-07T03:00:00Z'],
    [
      'Santiago: Sunday opens at 01:00 after the jump',
      SUNDAY_EARLY,
      SANTIAGO,
      '2024-09-08T00:00:00Z',
      '2024-09-08T04:00:00Z',
    ],
    [
      'Santiago: a skipped hour is never open',
      SUNDAY_FIRST_HOUR,
      SANTIAGO,
      '2024-09-08T00:00:00Z',
      '2024-09-15T03:00:00Z',
    ],
    [
      'Santiago: Sunday in winter time (-04)',
      SUNDAY_FIRST_HOUR,
      SANTIAGO,
      '2024-04-07T05:00:00Z',
      '2024-04-14T04:00:00Z',
    ],
    ['an interval ending at midnight', LATE_FRIDAY, 'UTC', '2024-05-04T00:00:00Z', '2024-05-10T20:00:00Z'],
    ['an always-closed schedule', ALWAYS_CLOSED, MADRID, '2024-03-25T10:00:00Z', null],
    ['a schedule with holidays only', ONLY_HOLIDAYS, MADRID, '2024-03-25T10:00:00Z', null],
    ['no schedule at all', null, MADRID, '2024-03-25T10:00:00Z', null],
  ])('%s', (_name, schedule, timeZone, at, expected) => {
    const expectedIso = expected === null ? null : new Date(expected).toISOString();
    expect(nextOpening(schedule, timeZone, new Date(at))?.toISOString() ?? null).toBe(expectedIso);
  });

  it('looks past a long run of holidays', () => {
    const closedDates = Array.from({ length: 60 }, (_, index) =>
      new Date(Date.UTC(2024, 0, 1 + index)).toISOString().slice(0, 10),
    );
    const opening = nextOpening({ ...OFFICE, closedDates }, 'UTC', new Date('2024-01-01T00:00:00Z'));
    expect(opening?.toISOString()).toBe('2024-03-01T09:00:00.000Z');
  });
});

describe('schedule validation', () => {
  const issues = (schedule: unknown) =>
    weeklyScheduleSchema
      .safeParse(schedule)
      .error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [];

  it('accepts touching intervals, 24:00 as an end and holidays', () => {
    expect(
      issues({
        monday: [
          { from: '13:00', to: '24:00' },
          { from: '09:00', to: '13:00' },
        ],
        closedDates: ['2024-02-29'],
      }),
    ).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    [
      'overlapping intervals, pointing at the later one',
      {
        tuesday: [
          { from: '09:00', to: '14:00' },
          { from: '08:00', to: '10:00' },
          { from: '13:00', to: '15:00' },
        ],
      },
      'tuesday.0',
    ],
    ['an interval that ends before it starts', { monday: [{ from: '18:00', to: '09:00' }] }, 'monday.0.to'],
    ['an empty interval', { monday: [{ from: '09:00', to: '09:00' }] }, 'monday.0.to'],
    ['24:00 as a start', { monday: [{ from: '24:00', to: '24:00' }] }, 'monday.0.from'],
    ['a malformed time', { friday: [{ from: '9:00', to: '17:00' }] }, 'friday.0.from'],
    ['minutes past 59', { friday: [{ from: '09:00', to: '17:60' }] }, 'friday.0.to'],
    ['a date that does not exist', { closedDates: ['2023-02-29'] }, 'closedDates.0'],
    ['a malformed date', { closedDates: ['25/12/2024'] }, 'closedDates.0'],
    ['an unknown day', { funday: [] }, ''],
  ])('refuses %s', (_name, schedule, path) => {
    expect(issues(schedule).map((issue) => issue.path)).toContain(path);
  });

  it('says which interval an overlap collides with', () => {
    expect(
      issues({
        monday: [
          { from: '09:00', to: '14:00' },
          { from: '13:00', to: '15:00' },
        ],
      }),
    ).toEqual([{ path: 'monday.1', message: 'Overlaps the interval 09:00–14:00' }]);
  });
});

describe('time zones', () => {
  it.each<[string, string, string, number]>([
    ['UTC', '2024-01-15T12:00:00Z', '+00:00', 0],
    [MADRID, '2024-01-15T12:00:00Z', '+01:00', 1],
    [MADRID, '2024-07-15T12:00:00Z', '+02:00', 2],
    [SANTIAGO, '2024-01-15T12:00:00Z', '-03:00', -3],
    [SANTIAGO, '2024-07-15T12:00:00Z', '-04:00', -4],
    ['Asia/Kolkata', '2024-01-15T12:00:00Z', '+05:30', 5.5],
    ['America/St_Johns', '2024-01-15T12:00:00Z', '-03:30', -3.5],
    ['Asia/Kathmandu', '2024-01-15T12:00:00Z', '+05:45', 5.75],
  ])('%s at %s is %s', (timeZone, at, timezoneUtc, timezoneHourOffset) => {
    expect(utcOffsetAt(timeZone, new Date(at))).toEqual({ timezoneUtc, timezoneHourOffset });
  });

  it.each<[string, boolean]>([
    ['UTC', true],
    ['Europe/Madrid', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Asia/Kolkata', true],
    ['Asia/Calcutta', true],
    ['Mars/Olympus', false],
    ['europe/madrid', false],
    ['+01:00', false],
    ['', false],
  ])('%s is an IANA zone: %s', (name, expected) => {
    expect(isSupportedTimeZone(name)).toBe(expected);
  });
});
