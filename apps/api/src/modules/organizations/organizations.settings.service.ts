import {
  utcOffsetAt,
  type Organization,
  type UpdateOrganizationBody,
  type UpdateOrganizationLocaleBody,
} from '@charla/contracts';
import type { AppDeps } from '../../app.js';
import { validationError } from '../../platform/errors.js';
import { organizationNotFound } from './organizations.errors.js';
import { updateOrganizationLocale, updateOrganizationProfile } from './organizations.repository.js';
import { toOrganization } from './organizations.service.js';

type SettingsDeps = Pick<AppDeps, 'database' | 'now' | 'events'>;

const DAY_MS = 86_400_000;

/** PATCH /organization: name, email, image and description; omitted fields stay as they are. */
export async function updateOrganization(
  { database, now, events }: SettingsDeps,
  { organizationId, body }: { organizationId: string; body: UpdateOrganizationBody },
): Promise<Organization> {
  const row = await updateOrganizationProfile(database.db, { organizationId, values: body, now: now() });
  if (!row) throw organizationNotFound();
  events.emit('organization.updated', { organizationId });
  return toOrganization(row);
}

/**
 * The offset pair the client derived from `timezoneName` must be the zone's offset now, a day ago or
 * a day ahead: a form opened just before a daylight-saving change, or a client clock a few hours off,
 * still agrees; a pair that belongs to another zone never does.
 */
function checkOffsetConsistency(body: UpdateOrganizationLocaleBody, at: Date) {
  const candidates = [0, -DAY_MS, DAY_MS].map((shift) =>
    utcOffsetAt(body.timezoneName, new Date(at.getTime() + shift)),
  );
  const isConsistent = candidates.some(
    (offset) =>
      offset.timezoneUtc === body.timezoneUtc && offset.timezoneHourOffset === body.timezoneHourOffset,
  );
  if (isConsistent) return;
  const current = candidates[0]!;
  throw validationError([
    {
      path: 'body.timezoneUtc',
      message:
        `${body.timezoneName} is UTC${current.timezoneUtc} (timezoneHourOffset ${current.timezoneHourOffset}) now; ` +
        `got ${body.timezoneUtc} (${body.timezoneHourOffset})`,
    },
  ]);
}

/**
 * PATCH /organization/locale: zone, weekly schedule, out-of-hours message and language. The stored
 * offset is the server's, taken at this instant; schedules are always evaluated with the zone name.
 */
export async function updateOrganizationLocaleSettings(
  { database, now, events }: SettingsDeps,
  { organizationId, body }: { organizationId: string; body: UpdateOrganizationLocaleBody },
): Promise<Organization> {
  const at = now();
  checkOffsetConsistency(body, at);
  const row = await updateOrganizationLocale(database.db, {
    organizationId,
    values: {
      timezoneName: body.timezoneName,
      ...utcOffsetAt(body.timezoneName, at),
      scheduleEnabled: body.scheduleEnabled,
      schedule: body.schedule,
      scheduleOutOfHoursMessage: body.scheduleOutOfHoursMessage,
      ...(body.locale ? { locale: body.locale } : {}),
    },
    now: at,
  });
  if (!row) throw organizationNotFound();
  events.emit('organization.updated', { organizationId });
  return toOrganization(row);
}
