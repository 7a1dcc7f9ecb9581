import { z } from 'zod';

export const idSchema = z.uuid();

/** Wraps a success payload in the `{ data }` envelope. */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export const okSchema = z.object({ ok: z.literal(true) });

/** Trimmed, lower-cased email; emails compare case-insensitively everywhere. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
