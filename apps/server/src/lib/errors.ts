import type { ErrorCode } from '@kramik/contract';
import type { MessageKey } from '../i18n/messages.js';

/**
 * Every expected failure is an AppError: the error handler turns it into the API error body with
 * the message translated into the caller's language. `messageKey` names a server message;
 * `message` is used as it is when no key fits (already translated or from a spec text).
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    /** Field name → message key, translated with the message. */
    readonly fields?: Record<string, MessageKey>,
    /** Values for `{name}` placeholders in the message and the field messages. */
    readonly params?: Record<string, string>,
  ) {
    super(messageKey);
  }
}

export class BadRequestError extends AppError {
  constructor(
    messageKey: MessageKey = 'badRequest',
    fields?: Record<string, MessageKey>,
    code: ErrorCode = 'BAD_REQUEST',
  ) {
    super(400, code, messageKey, fields);
  }
}

/** Invalid input found by a business rule, with a message per field. */
export class ValidationError extends AppError {
  constructor(fields: Record<string, MessageKey>) {
    super(400, 'VALIDATION_FAILED', 'validationFailed', fields);
  }
}

export class UnauthorizedError extends AppError {
  constructor(messageKey: MessageKey = 'unauthorized', code: ErrorCode = 'UNAUTHORIZED') {
    super(401, code, messageKey);
  }
}

export class ForbiddenError extends AppError {
  constructor(messageKey: MessageKey = 'forbidden', code: ErrorCode = 'FORBIDDEN') {
    super(403, code, messageKey);
  }
}

export class NotFoundError extends AppError {
  constructor(messageKey: MessageKey = 'notFound') {
    super(404, 'NOT_FOUND', messageKey);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(messageKey: MessageKey = 'rateLimited', code: ErrorCode = 'RATE_LIMITED') {
    super(429, code, messageKey);
  }
}

export class ConflictError extends AppError {
  constructor(messageKey: MessageKey, code: ErrorCode = 'CONFLICT') {
    super(409, code, messageKey);
  }
}
