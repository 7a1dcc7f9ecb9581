import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});
export type Health = z.infer<typeof healthSchema>;

/** Served at /app-manifest.json; the web app reloads when `buildId` changes. */
export const appManifestSchema = z.object({ buildId: z.string(), builtAt: z.string() });
export type AppManifest = z.infer<typeof appManifestSchema>;
