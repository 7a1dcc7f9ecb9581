/**
 * Time-zone arithmetic on top of Intl.DateTimeFormat (no timezone library): the zone's UTC offset at
 * an instant, and the "+01:00" / 1 pair the Organization entity stores. Shared by the API (validation)
 * and the web app (the timezone picker and the schedule preview).
 */

const MINUTE_MS = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Milliseconds to add to a UTC instant to get the zone's wall-clock time (as if it were UTC). */
export function zoneOffsetMs(timeZone: string, instantMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  // The formatter has no milliseconds, so compare against the instant truncated to the second.
  return wall - Math.floor(instantMs / 1000) * 1000;
}

export type UtcOffset = {
  /** "+01:00", "-03:00", "+05:30". */
  timezoneUtc: string;
  /** Hours east of UTC: 1, -3, 5.5. */
  timezoneHourOffset: number;
};

/** The zone's offset at `at`, in the two forms the Organization entity stores. */
export function utcOffsetAt(timeZone: string, at: Date): UtcOffset {
  const minutes = Math.round(zoneOffsetMs(timeZone, at.getTime()) / MINUTE_MS);
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const hh = String(Math.floor(absolute / 60)).padStart(2, '0');
  const mm = String(absolute % 60).padStart(2, '0');
  return { timezoneUtc: `${sign}${hh}:${mm}`, timezoneHourOffset: minutes / 60 };
}

let supportedZones: Set<string> | null = null;

/**
 * The IANA zones this runtime knows, plus UTC (ICU does not list it). Node's and the browser's ICU
 * may name a zone differently (Asia/Calcutta vs Asia/Kolkata), so `isSupportedTimeZone` also takes
 * an alias whose canonical name is listed.
 */
export function listTimeZones(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
}

const ZONE_NAME = /^[A-Z][A-Za-z_-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

export function isSupportedTimeZone(name: string): boolean {
  supportedZones ??= new Set(listTimeZones());
  if (supportedZones.has(name)) return true;
  if (!ZONE_NAME.test(name)) return false;
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return supportedZones.has(canonical);
  } catch {
    return false;
  }
}
