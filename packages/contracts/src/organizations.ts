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
