import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@kramik/contract';
import { messages, translate, type MessageKey } from '../i18n/messages.js';
import { AppError } from '../lib/errors.js';

/**
 * One error format for every API failure (ARCHITECTURE.md): status plus
 * `{ error, code, fields?, requestId }`. Expected errors keep their message; anything unexpected
 * becomes a generic 500 with the details only in the log.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const fields = error.fields
        ? Object.fromEntries(
            Object.entries(error.fields).map(([field, key]) => [
              field,
              translate(key, request.locale, error.params),
            ]),
          )
        : undefined;
      return send(
        request,
        reply,
        error.statusCode,
        error.code,
        error.messageKey,
        fields,
        error.params,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        if (fields[field]) continue;
        fields[field] = translate(validationMessage(issue), request.locale);
      }
      return send(request, reply, 400, 'VALIDATION_FAILED', 'validationFailed', fields);
    }
    const status = error.statusCode ?? 500;
    if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return send(request, reply, 400, 'BAD_REQUEST', 'badJson');
    }
    if (status === 413) return send(request, reply, 413, 'PAYLOAD_TOO_LARGE', 'tooLarge');
    if (status === 415) {
      return send(request, reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'unsupportedMediaType');
    }
    if (status === 429) return send(request, reply, 429, 'RATE_LIMITED', 'rateLimited');
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return send(request, reply, status, statusCode(status), statusKey(status));
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(request, reply, 500, 'INTERNAL', 'internal');
  });
}

const KEYED: Record<string, MessageKey> = { required: 'fieldRequired', invalid: 'fieldInvalid' };

/**
 * The contract's schemas carry message keys (`VALIDATION_KEYS`); other issues are told apart as
 * a missing value ("This field is required") or an invalid one.
 */
function validationMessage(issue: { keyword: string; message?: string; params: unknown }) {
  const message = issue.message ?? '';
  const keyed = KEYED[message] ?? (message in messages ? (message as MessageKey) : undefined);
  if (keyed) return keyed;
  const params = issue.params as { minimum?: unknown; origin?: unknown };
  const missing =
    (issue.keyword === 'invalid_type' && /received undefined/.test(message)) ||
    (issue.keyword === 'too_small' && params.origin === 'string' && params.minimum === 1);
  return missing ? 'fieldRequired' : 'fieldInvalid';
}

export function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  messageKey: MessageKey,
  fields?: Record<string, string>,
  params?: Record<string, string>,
) {
  const body: ApiError = {
    error: translate(messageKey, request.locale, params),
    code,
    ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
    requestId: request.id,
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function statusCode(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  return 'BAD_REQUEST';
}

function statusKey(status: number): MessageKey {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  return 'badRequest';
}
