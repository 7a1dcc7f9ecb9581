import { z } from 'zod';
import { idSchema } from './common.js';

/** Answer of POST /attachment/file (multipart, field `file`). */
export const attachmentSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    /** Where the file can be fetched (a signed /files/ path or the storage's public URL). */
    url: z.string(),
  })
  .meta({ id: 'Attachment' });
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentParamsSchema = z.object({ attachmentOid: idSchema });

/** A file link signed by the server: `/files/<attachmentId>?exp=<unix seconds>&sig=<hex HMAC>`. */
export const signedFileParamsSchema = z.object({ attachmentId: z.string() });
export const signedFileQuerySchema = z.object({
  exp: z.string().optional(),
  sig: z.string().optional(),
});
