import { WEEK_DAYS, type TimeInterval, type WeekDay, type WeeklySchedule } from '@charla/contracts';

/** The editor's copy of a schedule: every day present (empty = closed), holidays sorted. */
export type ScheduleDraft = { days: Record<WeekDay, TimeInterval[]>; closedDates: string[] };

export const DEFAULT_INTERVAL: TimeInterval = { from: '09:00', to: '17:00' };

export function toDraft(schedule: WeeklySchedule | null): ScheduleDraft {
  const days = Object.fromEntries(
    WEEK_DAYS.map((day) => [day, (schedule?.[day] ?? []).map((interval) => ({ ...interval }))]),
  ) as Record<WeekDay, TimeInterval[]>;
  return { days, closedDates: [...(schedule?.closedDates ?? [])].sort() };
}

/** The API's shape: closed days are left out, holidays only when there are some. */
export function toSchedule(draft: ScheduleDraft): WeeklySchedule {
  const schedule: WeeklySchedule = {};
  for (const day of WEEK_DAYS) {
    if (draft.days[day].length > 0) schedule[day] = draft.days[day];
  }
  if (draft.closedDates.length > 0) schedule.closedDates = draft.closedDates;
  return schedule;
}

export function copyDay(draft: ScheduleDraft, source: WeekDay, targets: WeekDay[]): ScheduleDraft {
  const days = { ...draft.days };
  for (const target of targets) days[target] = draft.days[source].map((interval) => ({ ...interval }));
  return { ...draft, days };
}
