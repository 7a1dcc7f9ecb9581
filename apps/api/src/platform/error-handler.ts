import { formatErrorMessage, type ErrorEnvelope, type ErrorReason } from '@charla/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from './errors.js';
import { requestLanguage } from './language.js';

const REASON_BY_STATUS: Record<number, ErrorReason> = {
  400: 'common.bad_request',
  401: 'common.unauthorized',
  403: 'common.forbidden',
  404: 'common.not_found',
  413: 'common.payload_too_large',
  415: 'common.unsupported_media_type',
  429: 'common.rate_limited',
  503: 'common.unavailable',
};

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  reason: ErrorReason,
  extra: { params?: Record<string, unknown>; details?: ErrorEnvelope['error']['details'] } = {},
) {
  const body: ErrorEnvelope = {
    error: {
      code: status === 422 ? 'VALIDATION' : String(status),
      message: formatErrorMessage(reason, requestLanguage(request), extra.params),
      reason,
      ...(extra.details ? { details: extra.details } : {}),
    },
  };
  return reply.status(status).send(body);
}

/**
 * One handler renders every failure in the `{ error }` envelope, Fastify's own included, and never
 * leaks internals of a 5xx.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return send(request, reply, error.status, error.reason, {
        params: error.params,
        details: error.details,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'invalid',
      }));
      return send(request, reply, 422, 'common.validation', { details });
    }
    if (error.validation) {
      const details = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'invalid',
      }));
      return send(request, reply, 422, 'common.validation', { details });
    }
    const status = error.statusCode ?? 500;
    const reason = REASON_BY_STATUS[status];
    if (status < 500 && reason) {
      request.log.info({ err: error }, 'request rejected');
      return send(request, reply, status, reason);
    }
    if (status < 500) return send(request, reply, 400, 'common.bad_request');
    request.log.error({ err: error }, 'unexpected error');
    if (status === 503) return send(request, reply, 503, 'common.unavailable');
    return send(request, reply, 500, 'common.internal');
  });

  app.setNotFoundHandler((request, reply) =>
    send(request, reply, 404, 'common.route_not_found', { params: { path: request.url.split('?')[0] } }),
  );
}
