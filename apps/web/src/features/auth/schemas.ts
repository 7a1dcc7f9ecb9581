import { forgotBodySchema, loginBodySchema, passwordSchema, signupBodySchema } from '@charla/contracts';
import { z } from '@charla/contracts/zod';

export const loginFormSchema = loginBodySchema;
export type LoginFormValues = { email: string; password: string };

export const forgotFormSchema = forgotBodySchema;
export type ForgotFormValues = { email: string };

/** The phone is checked by the phone input itself; the form only carries what it typed. */
export const registerFormSchema = signupBodySchema.omit({ phone: true }).extend({
  terms: z.literal(true, { message: 'validation.termsRequired' }),
});
export type RegisterFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  terms: boolean;
};

export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  });
export type NewPasswordFormValues = { password: string; confirmPassword: string };
