import { AppError } from '../../platform/errors.js';

export const attachmentNotFound = () => new AppError({ status: 404, reason: 'attachments.not_found' });
export const fileRequired = () => new AppError({ status: 400, reason: 'attachments.file_required' });
export const fileTooLarge = (maxBytes: number) =>
  new AppError({
    status: 413,
    reason: 'attachments.too_large',
    params: { maxSize: formatSize(maxBytes) },
  });
const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024)} KB`
    : `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const fileTypeNotAllowed = () => new AppError({ status: 415, reason: 'attachments.type_not_allowed' });
export const invalidFileSignature = () =>
  new AppError({ status: 403, reason: 'attachments.invalid_signature' });
