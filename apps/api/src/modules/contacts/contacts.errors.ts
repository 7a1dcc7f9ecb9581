import { notFound } from '../../platform/errors.js';

/** Also the answer for another organization's contact, or one a USER has no conversation with on its channels. */
export const contactNotFound = () => notFound('contacts.not_found');
