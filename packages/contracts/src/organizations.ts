import { z } from 'zod';
import { idSchema } from './common.js';
import { roleSchema } from './auth.js';

export const organizationNameSchema = z.string().trim().min(1).max(120);

/** Entry of GET /organization/all. */
export const organizationListEntrySchema = z
  .object({ organizationOid: idSchema, name: z.string(), role: roleSchema })
  .meta({ id: 'OrganizationListEntry' });
export type OrganizationListEntry = z.infer<typeof organizationListEntrySchema>;

export const organizationLoginBodySchema = z.object({ organizationOid: idSchema });
export const createOrganizationBodySchema = z.object({ name: organizationNameSchema });

/** The Organization entity of spec §3 (GET /organization). Schedule fields are filled by the settings issue. */
export const organizationSchema = z
  .object({
    _id: idSchema,
    email: z.string().nullable(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    description: z.string().nullable(),
    locale: z.enum(['es', 'en']),
    scheduleEnabled: z.boolean(),
    schedule: z.unknown().nullable(),
    scheduleOutOfHoursMessage: z.string().nullable(),
    timezoneName: z.string(),
    timezoneUtc: z.string(),
    timezoneHourOffset: z.number(),
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof organizationSchema>;
