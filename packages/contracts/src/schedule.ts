import { z } from 'zod';
import { zoneOffsetMs } from './time-zones.js';

/**
 * The organization's weekly opening hours (ARCHITECTURE §6) and the two questions asked of them:
 * "open at this instant?" and "when does it next open?". Pure functions over wall-clock times in the
 * organization's IANA zone, shared by the API (automation) and the web app (the settings preview).
 *
 * Rules:
 * - A day holds zero or more intervals `{from, to}` in "HH:mm", sorted or not, that may not overlap
 *   (touching is fine: 09:00–13:00 and 13:00–17:00). A missing or empty day is closed.
 * - `from < to`; `from` is 00:00–23:59 and `to` is 00:01–24:00, where "24:00" means the end of that
 *   day. An interval never crosses midnight: split it into two days.
 * - `closedDates` are local dates (YYYY-MM-DD) on which the organization is closed all day.
 * - Times are wall-clock times: a time that does not exist on a daylight-saving day (the skipped hour)
 *   is never reached, and a time that happens twice (the repeated hour) is open both times.
 */

export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Minutes since local midnight of "HH:mm" ("24:00" is 1440). */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export const timeIntervalSchema = z
  .object({
    from: z.string().regex(TIME, 'Expected a time HH:mm between 00:00 and 23:59'),
    to: z.string().regex(END_TIME, 'Expected a time HH:mm between 00:01 and 24:00'),
  })
  .refine((interval) => minutesOf(interval.from) < minutesOf(interval.to), {
    message: 'The interval must end after it starts',
    path: ['to'],
  });
export type TimeInterval = z.infer<typeof timeIntervalSchema>;

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const dayIntervalsSchema = z
  .array(timeIntervalSchema)
  .max(24)
  .superRefine((intervals, ctx) => {
    const order = intervals
      .map((interval, index) => ({ index, from: minutesOf(interval.from), to: minutesOf(interval.to) }))
      .sort((a, b) => a.from - b.from);
    for (let i = 1; i < order.length; i += 1) {
      const previous = order[i - 1]!;
      const current = order[i]!;
      if (current.from < previous.to) {
        const other = intervals[previous.index]!;
        ctx.addIssue({
          code: 'custom',
          path: [current.index],
          message: `Overlaps the interval ${other.from}–${other.to}`,
        });
      }
    }
  });

export const weeklyScheduleSchema = z
  .object({
    ...(Object.fromEntries(WEEK_DAYS.map((day) => [day, dayIntervalsSchema.optional()])) as Record<
      WeekDay,
      z.ZodOptional<typeof dayIntervalsSchema>
    >),
    closedDates: z
      .array(z.string().regex(DATE, 'Expected a date YYYY-MM-DD').refine(isRealDate, 'Not a real date'))
      .max(366)
      .optional(),
  })
  .strict()
  .meta({ id: 'WeeklySchedule' });
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Offsets are sampled once a day to find daylight-saving changes; no zone changes twice a day. */
const OFFSET_SAMPLE_MS = DAY_MS;
/** How far past the last holiday nextOpening looks: one week repeats the pattern forever after. */
const WEEK_MS = 7 * DAY_MS;

/** 0 = monday … 6 = sunday, for a wall-clock time expressed as UTC milliseconds. */
const weekDayOf = (wallMs: number): WeekDay => WEEK_DAYS[(new Date(wallMs).getUTCDay() + 6) % 7]!;
const dateOf = (wallMs: number) => new Date(wallMs).toISOString().slice(0, 10);

/**
 * The first instant in [startMs, endMs) at which the schedule is open, given that the zone's offset
 * is `offsetMs` throughout: inside such a stretch wall time is instant + offset, so each interval maps
 * to exactly one range of instants.
 */
function firstOpenWithin(schedule: WeeklySchedule, startMs: number, endMs: number, offsetMs: number) {
  const wallStart = startMs + offsetMs;
  const wallEnd = endMs + offsetMs;
  const closed = new Set(schedule.closedDates ?? []);
  for (let day = Math.floor(wallStart / DAY_MS) * DAY_MS; day < wallEnd; day += DAY_MS) {
    if (closed.has(dateOf(day))) continue;
    const intervals = [...(schedule[weekDayOf(day)] ?? [])].sort(
      (a, b) => minutesOf(a.from) - minutesOf(b.from),
    );
    for (const interval of intervals) {
      const from = Math.max(day + minutesOf(interval.from) * MINUTE_MS, wallStart);
      const to = Math.min(day + minutesOf(interval.to) * MINUTE_MS, wallEnd);
      if (from < to) return from - offsetMs;
    }
  }
  return null;
}

/** Whether the organization is open at `at`, reading the schedule in `timeZone`. */
export function isOpen(schedule: WeeklySchedule | null, timeZone: string, at: Date): boolean {
  if (!schedule) return false;
  const instant = at.getTime();
  return firstOpenWithin(schedule, instant, instant + 1, zoneOffsetMs(timeZone, instant)) !== null;
}

/** The first instant at or after `from` whose offset differs from `offset`, or null before `until`. */
function nextOffsetChange(timeZone: string, from: number, offset: number, until: number): number | null {
  for (let probe = from + OFFSET_SAMPLE_MS; probe - OFFSET_SAMPLE_MS < until; probe += OFFSET_SAMPLE_MS) {
    if (zoneOffsetMs(timeZone, probe) === offset) continue;
    // Offsets change on whole seconds: search the sampled day second by second, halving.
    let low = Math.floor((probe - OFFSET_SAMPLE_MS) / 1000);
    let high = Math.ceil(probe / 1000);
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (zoneOffsetMs(timeZone, middle * 1000) === offset) low = middle;
      else high = middle;
    }
    return Math.max(high * 1000, from + 1);
  }
  return null;
}

/**
 * The first instant at or after `at` at which the organization is open (`at` itself when it is open
 * now), or null when the schedule never opens. The timeline is walked in stretches of constant UTC
 * offset, so daylight-saving changes, skipped and repeated hours come out exact.
 */
export function nextOpening(schedule: WeeklySchedule | null, timeZone: string, at: Date): Date | null {
  if (!schedule || !WEEK_DAYS.some((day) => (schedule[day]?.length ?? 0) > 0)) return null;
  const lastHoliday = (schedule.closedDates ?? []).reduce(
    (latest, date) => Math.max(latest, Date.parse(`${date}T00:00:00Z`)),
    0,
  );
  // Two weeks past the later of now and the last holiday: every weekday has come round unblocked.
  const horizon = Math.max(at.getTime(), lastHoliday) + 2 * WEEK_MS;
  let start = at.getTime();
  while (start < horizon) {
    const offset = zoneOffsetMs(timeZone, start);
    const end = Math.min(nextOffsetChange(timeZone, start, offset, horizon) ?? horizon, horizon);
    const found = firstOpenWithin(schedule, start, end, offset);
    if (found !== null) return new Date(found);
    start = end;
  }
  return null;
}
