import { z } from 'zod';
import { emailSchema, idSchema } from './common.js';
import { fileUrlSchema, roleSchema } from './auth.js';
import { LANGUAGES } from './constants.js';
import { weeklyScheduleSchema } from './schedule.js';
import { isSupportedTimeZone } from './time-zones.js';

export const organizationNameSchema = z.string().trim().min(1).max(120);

/** Entry of GET /organization/all. */
export const organizationListEntrySchema = z
  .object({ organizationOid: idSchema, name: z.string(), role: roleSchema })
  .meta({ id: 'OrganizationListEntry' });
export type OrganizationListEntry = z.infer<typeof organizationListEntrySchema>;

export const organizationLoginBodySchema = z.object({ organizationOid: idSchema });
export const createOrganizationBodySchema = z.object({ name: organizationNameSchema });

/** The Organization entity of spec §3 (GET /organization). */
export const organizationSchema = z
  .object({
    _id: idSchema,
    email: z.string().nullable(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    description: z.string().nullable(),
    locale: z.enum(['es', 'en']),
    scheduleEnabled: z.boolean(),
    schedule: weeklyScheduleSchema.nullable(),
    scheduleOutOfHoursMessage: z.string().nullable(),
    timezoneName: z.string(),
    timezoneUtc: z.string(),
    timezoneHourOffset: z.number(),
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof organizationSchema>;

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const organizationDescriptionSchema = z.string().trim().max(1000);

/** PATCH /organization (spec §7). Omitted fields stay as they are; null or "" clears a field. */
export const updateOrganizationBodySchema = z.object({
  name: organizationNameSchema.optional(),
  email: z.preprocess(emptyToNull, emailSchema.nullable()).optional(),
  /** The url POST /attachment/file answered for the uploaded image. */
  imageUrl: z.preprocess(emptyToNull, fileUrlSchema.nullable()).optional(),
  description: z.preprocess(emptyToNull, organizationDescriptionSchema.nullable()).optional(),
});
export type UpdateOrganizationBody = z.infer<typeof updateOrganizationBodySchema>;

export const outOfHoursMessageSchema = z.string().trim().max(1000);

/**
 * PATCH /organization/locale (spec §7). `timezoneUtc` and `timezoneHourOffset` are derived from
 * `timezoneName`: the server checks them against the zone's offset and stores its own values.
 */
export const updateOrganizationLocaleBodySchema = z.object({
  timezoneName: z
    .string()
    .refine(isSupportedTimeZone, 'Expected an IANA time zone such as Europe/Madrid or UTC'),
  timezoneUtc: z.string().regex(/^[+-]\d{2}:\d{2}$/, 'Expected an offset such as +01:00 or -03:00'),
  timezoneHourOffset: z.number().min(-12).max(14),
  scheduleEnabled: z.boolean(),
  schedule: weeklyScheduleSchema,
  scheduleOutOfHoursMessage: z.preprocess(emptyToNull, outOfHoursMessageSchema.nullable()),
  /** Language of system mails and bot texts; omitted keeps the current one. */
  locale: z.enum(LANGUAGES).optional(),
});
export type UpdateOrganizationLocaleBody = z.infer<typeof updateOrganizationLocaleBodySchema>;
