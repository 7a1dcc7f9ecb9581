import { AppError, conflict, forbidden, notFound } from '../../platform/errors.js';

/** Also the answer for a member or invitation of another organization, so ids cannot be probed. */
export const memberNotFound = () => notFound('members.not_found');
export const alreadyMember = () => conflict('members.already_member');
export const alreadyInvited = () => conflict('members.already_invited');
export const lastOwner = () => conflict('members.last_owner');
export const ownerRequired = () => forbidden('members.owner_required');
/** Unknown, used and expired tokens get the same answer. */
export const invitationNotFound = () => notFound('members.invitation_not_found');
export const invitationEmailMismatch = (email: string) =>
  new AppError({ status: 403, reason: 'members.invitation_email_mismatch', params: { email } });

/** 422 like a schema failure, with the offending field, but with a reason of its own. */
export const unknownChannel = (index: number) =>
  new AppError({
    status: 422,
    reason: 'members.unknown_channel',
    details: [{ path: `body.channels.${index}`, message: 'unknown channel' }],
  });
export const profileNotEditable = (fields: string[]) =>
  new AppError({
    status: 422,
    reason: 'members.profile_not_editable',
    details: fields.map((field) => ({ path: `body.${field}`, message: 'owned by the member' })),
  });
