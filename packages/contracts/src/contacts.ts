import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { emailSchema, idSchema } from './common.js';

/** A customer of the organization, reached through one or more channel identities. */
export const contactSchema = z
  .object({
    _id: idSchema,
    name: z.string().nullable(),
    email: z.string().nullable(),
    /** E.164, e.g. +34600000000. */
    phone: z.string().nullable(),
    /** The customer's own id for this person (client API `identifier`). */
    identifier: z.string().nullable(),
    /** The identifier came with a valid HMAC: the same person across devices. */
    isVerified: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof contactSchema>;

export const contactParamsSchema = z.object({ contactOid: idSchema });

export const CONTACT_NAME_MAX = 120;

/**
 * A phone in international format that libphonenumber-js accepts as a valid number of its country,
 * stored in E.164 whatever spacing it was typed with.
 */
export const contactPhoneSchema = z
  .string()
  .trim()
  .max(25)
  .refine((value) => parsePhoneNumberFromString(value)?.isValid() === true, {
    message: 'Expected a valid international number such as +34600000000',
  })
  .overwrite((value) => parsePhoneNumberFromString(value)?.number ?? value);

/** `PATCH /contact/{contactOid}`: only the fields sent change; null clears one. */
export const patchContactBodySchema = z.object({
  name: z.string().trim().min(1).max(CONTACT_NAME_MAX).nullable().optional(),
  email: emailSchema.nullable().optional(),
  phone: contactPhoneSchema.nullable().optional(),
});
export type PatchContactBody = z.infer<typeof patchContactBodySchema>;
