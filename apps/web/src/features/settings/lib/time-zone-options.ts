import { listTimeZones, utcOffsetAt } from '@charla/contracts';

export type TimeZoneOption = { value: string; label: string };

/**
 * Every zone the browser knows with its UTC offset today, e.g. "Europe/Madrid (UTC+02:00)". The
 * current zone is kept even when this browser names it differently (Asia/Calcutta vs Asia/Kolkata).
 */
export function timeZoneOptions(current: string, at = new Date()): TimeZoneOption[] {
  const zones = listTimeZones();
  if (!zones.includes(current)) zones.unshift(current);
  return zones.map((zone) => ({ value: zone, label: `${zone} (UTC${utcOffsetAt(zone, at).timezoneUtc})` }));
}
