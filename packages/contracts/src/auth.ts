import { z } from 'zod';
import { emailSchema, idSchema } from './common.js';
import {
  CAPTCHA_PROVIDERS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
  TIER_PLANS,
} from './constants.js';

export const roleSchema = z.enum(ROLES);
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
export const nameSchema = z.string().trim().min(1).max(80);
/** Phone numbers are stored in E.164; an empty string clears the number. */
export const phoneSchema = z
  .string()
  .trim()
  .max(25)
  .regex(/^(\+[1-9]\d{6,16})?$/, 'Expected an international number such as +34600000000');

/** An absolute http(s) URL or a path served by Charla under /files/. */
export const fileUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(https?:\/\/|\/files\/)/, 'Expected an http(s) URL or a /files/ path');

export const subscriptionSchema = z.object({
  tierPlan: z.enum(TIER_PLANS),
  expired: z.boolean(),
});

/** The User entity of spec §3, as the API returns it for the current session. */
export const userSchema = z
  .object({
    _id: idSchema,
    email: z.string(),
    organizationOid: idSchema,
    organizationName: z.string(),
    /** Public id of the current session (not the secret token). */
    sessionKey: idSchema,
    /** Bearer token; present only in the answers of signup, login and organization switch. */
    token: z.string().nullable(),
    phone: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    role: roleSchema,
    avatarUrl: z.string().nullable(),
    subscription: subscriptionSchema,
    /** Admin sections this member may open (sidebar and route checks). */
    resources: z.array(z.string()),
    /** Channel ids a USER is limited to; ADMIN and OWNER see every channel. */
    channels: z.array(idSchema),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const emailQuerySchema = z.object({ email: emailSchema });
export const emailLookupSchema = z.object({ email: z.string() }).nullable();

export const signupBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  phone: phoneSchema.optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const forgotBodySchema = z.object({ email: emailSchema });
export type ForgotBody = z.infer<typeof forgotBodySchema>;

export const recoverBodySchema = z.object({
  email: emailSchema,
  recoverKey: z.string().min(16).max(200),
  password: passwordSchema,
});
export type RecoverBody = z.infer<typeof recoverBodySchema>;

/** PATCH /user. A new `password` needs `currentPassword`; it revokes the user's other sessions. */
export const patchUserBodySchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    phone: phoneSchema,
    password: passwordSchema,
    currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    avatarUrl: fileUrlSchema.nullable(),
  })
  .partial()
  .refine((body) => body.password === undefined || body.currentPassword !== undefined, {
    message: 'currentPassword is required to change the password',
    path: ['currentPassword'],
  });
export type PatchUserBody = z.infer<typeof patchUserBodySchema>;

/**
 * GET /user/captcha. `off`: send nothing. `altcha`: solve `challenge` (altcha-lib v1 proof of work) and
 * send base64(JSON {algorithm, challenge, number, salt, signature}) in the `recaptcha` header.
 * `recaptcha`: run Google reCAPTCHA v3 with `siteKey` and send its token in the same header.
 */
export const captchaConfigSchema = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS),
  challenge: z
    .object({
      algorithm: z.string(),
      challenge: z.string(),
      maxnumber: z.number().optional(),
      salt: z.string(),
      signature: z.string(),
    })
    .nullable(),
  siteKey: z.string().nullable(),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;
