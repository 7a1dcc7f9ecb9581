import { notFound } from '../../platform/errors.js';

/** Also the answer for an organization the caller is not a member of, so ids cannot be probed. */
export const organizationNotFound = () => notFound('organizations.not_found');
