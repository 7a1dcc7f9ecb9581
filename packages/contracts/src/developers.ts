import { z } from 'zod';

/** The organization's keys: `pk_…` for the client API (public by design), `sk_…` for server-to-server calls. */
export const apiKeysSchema = z
  .object({ publicKey: z.string(), secretKey: z.string() })
  .meta({ id: 'ApiKeys' });
export type ApiKeys = z.infer<typeof apiKeysSchema>;
