import { weeklyScheduleSchema, type WeekDay } from '@charla/contracts';
import type { TFunction } from 'i18next';
import { toSchedule, type ScheduleDraft } from './schedule-form';

/** Problems per interval, keyed "monday.1" (the interval) or "monday.1.from" / "monday.1.to" (a field). */
export type ScheduleErrors = Record<string, string>;

/**
 * Checks the draft with the same contract the API applies, and words each problem in the user's
 * language: a malformed time, an interval that ends before it starts, or one that overlaps another.
 */
export function scheduleErrors(draft: ScheduleDraft, t: TFunction): ScheduleErrors {
  const result = weeklyScheduleSchema.safeParse(toSchedule(draft));
  if (result.success) return {};
  const errors: ScheduleErrors = {};
  for (const issue of result.error.issues) {
    const [day, index, field] = issue.path as [WeekDay | 'closedDates', number, string | undefined];
    if (day === 'closedDates') continue;
    const key = [day, index, field].filter((part) => part !== undefined).join('.');
    if (field === undefined) errors[key] ??= t('settings:schedule.errors.overlap');
    else if (issue.code === 'custom') errors[key] ??= t('settings:schedule.errors.order');
    else errors[key] ??= t('settings:schedule.errors.time');
  }
  return errors;
}
