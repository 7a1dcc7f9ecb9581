import { visitorRequest, type VisitorAuth } from './visitor-api';

/** The customer has seen the agent's messages up to now (agents see them as read). */
export function markVisitorRead(auth: VisitorAuth, conversationOid: string): Promise<{ readAt: string }> {
  return visitorRequest<{ readAt: string }>(`/developer/conversation/${conversationOid}/read`, auth, {
    method: 'POST',
  });
}
