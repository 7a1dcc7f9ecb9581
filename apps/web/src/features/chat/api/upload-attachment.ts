import type { Attachment } from '@charla/contracts';
import { visitorRequest, type VisitorAuth } from './visitor-api';

/** Uploads one file as the visitor; its `_id` then goes into the message's `attachmentOids`. */
export function uploadVisitorAttachment(auth: VisitorAuth, file: File): Promise<Attachment> {
  const body = new FormData();
  body.append('file', file);
  return visitorRequest<Attachment>('/attachment/file', auth, { method: 'POST', body });
}
