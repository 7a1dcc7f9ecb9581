import { nameSchema, passwordSchema } from '@charla/contracts';
import { z } from '@charla/contracts/zod';

export const profileFormSchema = z.object({ firstName: nameSchema, lastName: nameSchema });
export type ProfileFormValues = { firstName: string; lastName: string; phone: string };

export const passwordFormSchema = z
  .object({ currentPassword: z.string().min(1), password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  });
export type PasswordFormValues = { currentPassword: string; password: string; confirmPassword: string };
