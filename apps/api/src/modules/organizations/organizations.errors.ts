import { AppError, notFound } from '../../platform/errors.js';

/** Also the answer for an organization the caller is not a member of, so ids cannot be probed. */
export const organizationNotFound = () => notFound('organizations.not_found');

/** The provider's failure, summarised without secrets, as a param for the message and a detail for the UI. */
export const storageTestFailed = (problem: string, cause: unknown) =>
  new AppError({
    status: 400,
    reason: 'organizations.storage_test_failed',
    params: { problem },
    details: [{ path: 'storage', message: problem }],
    cause,
  });
