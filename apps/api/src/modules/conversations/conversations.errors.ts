import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';

/** Also the answer for another organization's conversation or one on a channel the caller may not see. */
export const conversationNotFound = () => notFound('conversations.not_found');
export const conversationClosed = () => conflict('conversations.closed');
export const assigneeNotAllowed = () =>
  new AppError({
    status: 422,
    reason: 'conversations.assignee_not_allowed',
    details: [{ path: 'body.userOid', message: 'not a member with access to the channel' }],
  });
export const invalidCursor = () => badRequest();
/** A message with neither text nor a file (the multipart form checks it; JSON bodies require text). */
export const messageEmpty = () =>
  new AppError({
    status: 422,
    reason: 'conversations.message_empty',
    details: [{ path: 'body.text', message: 'a message needs text or at least one file' }],
  });
