import { z } from 'zod';

/**
 * Error codes of ARCHITECTURE §3: a three-character HTTP-like code equal to the HTTP status,
 * or VALIDATION (HTTP 422) for schema failures.
 */
export const HTTP_ERROR_CODES = [
  '400',
  '401',
  '403',
  '404',
  '409',
  '413',
  '415',
  '429',
  '500',
  '503',
] as const;
export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[number];
export const VALIDATION_CODE = 'VALIDATION';
export type ErrorCode = HttpErrorCode | typeof VALIDATION_CODE;

export const validationDetailSchema = z.object({ path: z.string(), message: z.string() });
export type ValidationDetail = z.infer<typeof validationDetailSchema>;

export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  reason: z.string().optional(),
  details: z.array(validationDetailSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorEnvelopeSchema = z.object({ error: errorBodySchema }).meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The error answers a route declares next to its success answer, e.g. `...errorResponses(401, 404)`. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
}

/** The client shows a notification for three-character codes and for VALIDATION (spec §8). */
export function isNotifiableErrorCode(code: string): boolean {
  return code.length === 3 || code === VALIDATION_CODE;
}

/**
 * Stable dotted reasons. The server sends a translated message as well; the client translates by
 * reason and falls back to the message.
 */
export const ERROR_REASONS = [
  'common.bad_request',
  'common.validation',
  'common.unauthorized',
  'common.forbidden',
  'common.not_found',
  'common.route_not_found',
  'common.payload_too_large',
  'common.unsupported_media_type',
  'common.rate_limited',
  'common.internal',
  'common.unavailable',
  'auth.invalid_credentials',
  'auth.email_taken',
  'auth.session_expired',
  'auth.invalid_recovery_key',
  'auth.captcha_required',
  'auth.captcha_invalid',
  'auth.wrong_password',
  'organizations.not_found',
  'organizations.storage_test_failed',
  'attachments.not_found',
  'attachments.file_required',
  'attachments.too_large',
  'attachments.type_not_allowed',
  'attachments.invalid_signature',
  'members.not_found',
  'members.already_member',
  'members.already_invited',
  'members.last_owner',
  'members.owner_required',
  'members.unknown_channel',
  'members.profile_not_editable',
  'members.invitation_not_found',
  'members.invitation_email_mismatch',
  'conversations.not_found',
  'conversations.assignee_not_allowed',
  'conversations.closed',
  'channels.not_found',
  'channels.settings_mismatch',
  'channels.webhook_failed',
  'developers.invalid_public_key',
  'developers.invalid_visitor',
  'developers.identity_invalid',
  'developers.identity_required',
  'conversations.message_empty',
  'contacts.not_found',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];
