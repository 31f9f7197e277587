import { ApiRequestError } from './api-client';
import { serverFieldErrors, type FieldErrors } from './form-errors';

/**
 * The field errors of a failed call. A refusal about one field (a taken login name, a wrong
 * password), found by its code in `fieldOfCode`, puts the server's message on that field; any
 * other failure gives the server's own field messages.
 */
export function callFieldErrors(
  error: unknown,
  fieldOfCode: Readonly<Record<string, string>>,
): FieldErrors {
  if (error instanceof ApiRequestError && Object.hasOwn(fieldOfCode, error.code)) {
    return { [fieldOfCode[error.code]!]: error.message };
  }
  return serverFieldErrors(error);
}
