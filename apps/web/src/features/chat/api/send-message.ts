import type { VisitorSendMessageBody, VisitorSentMessage } from '@charla/contracts';
import { visitorRequest, type VisitorAuth } from './visitor-api';

/** The first message opens the conversation; the same `clientId` twice stores one message. */
export function sendVisitorMessage(
  auth: VisitorAuth,
  body: VisitorSendMessageBody,
): Promise<VisitorSentMessage> {
  return visitorRequest<VisitorSentMessage>('/developer/sendMessage', auth, { method: 'POST', body });
}
