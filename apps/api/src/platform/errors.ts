import type { ErrorReason, ValidationDetail } from '@charla/contracts';

export type AppErrorOptions = {
  status: number;
  reason: ErrorReason;
  params?: Record<string, unknown>;
  details?: ValidationDetail[];
  cause?: unknown;
};

/** The one error type of the API. Modules create it through small factories in `<module>.errors.ts`. */
export class AppError extends Error {
  readonly status: number;
  readonly reason: ErrorReason;
  readonly params: Record<string, unknown>;
  readonly details: ValidationDetail[] | undefined;

  constructor({ status, reason, params = {}, details, cause }: AppErrorOptions) {
    super(reason, { cause });
    this.name = 'AppError';
    this.status = status;
    this.reason = reason;
    this.params = params;
    this.details = details;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

export const badRequest = (reason: ErrorReason = 'common.bad_request', params?: Record<string, unknown>) =>
  new AppError({ status: 400, reason, params });
export const unauthorized = (reason: ErrorReason = 'common.unauthorized') =>
  new AppError({ status: 401, reason });
export const forbidden = (reason: ErrorReason = 'common.forbidden') => new AppError({ status: 403, reason });
export const notFound = (reason: ErrorReason = 'common.not_found') => new AppError({ status: 404, reason });
export const conflict = (reason: ErrorReason) => new AppError({ status: 409, reason });
export const tooManyRequests = (reason: ErrorReason = 'common.rate_limited') =>
  new AppError({ status: 429, reason });
export const validationError = (details: ValidationDetail[]) =>
  new AppError({ status: 422, reason: 'common.validation', details });
