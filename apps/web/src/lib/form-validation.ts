import type { z } from '@charla/contracts/zod';
import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';

/** Custom schema messages that start with this prefix are translation keys of the `common` namespace. */
const KEY_PREFIX = 'validation.';

type Issue = z.core.$ZodIssue;

function valueAt(values: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | null)?.[key], values);
}

export function translateIssue(issue: Issue, t: TFunction, value?: unknown): string {
  if (issue.message.startsWith(KEY_PREFIX)) return t(`common:${issue.message}`);
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return t('common:validation.required');
  }
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return t('common:validation.required');
      return t('common:validation.tooShort', { count: Number(issue.minimum) });
    case 'too_big':
      return t('common:validation.tooLong', { count: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? t('common:validation.email') : t('common:validation.invalid');
    default:
      return t('common:validation.invalid');
  }
}

/**
 * Mantine form validator built from a contract schema, with messages translated by issue code: the
 * contracts stay language-free and the form still speaks the user's language.
 */
export function zodFormValidator<Values>(schema: z.ZodType, t: TFunction) {
  return (values: Values): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= translateIssue(issue, t, valueAt(values, issue.path));
    }
    return errors;
  };
}
