/**
 * The web app composes its form schemas from these contracts; importing zod through here guarantees
 * both sides use the very same zod instance (and version) as the schemas they extend.
 */
export { z } from 'zod';
export type { ZodType } from 'zod';
