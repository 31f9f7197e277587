import { VALIDATION_KEYS, type ValidationKey } from '@kramik/contract';
import { ApiRequestError } from './api-client';

/** The part of a zod issue the forms need; contract schemas put a validation key in `message`. */
export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

type Translate = (key: `validation.${ValidationKey}`) => string;

function isValidationKey(message: string): message is ValidationKey {
  return (VALIDATION_KEYS as readonly string[]).includes(message);
}

/**
 * Turns schema issues into one translated message per top-level field (the first issue wins,
 * as the schemas list the most basic check first). A message that is not one of our keys, such
 * as zod's own text for a wrong type, reads as "invalid".
 */
export function issuesToFieldErrors(issues: readonly Issue[], t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || errors[field]) continue;
    errors[field] = t(`validation.${isValidationKey(issue.message) ? issue.message : 'invalid'}`);
  }
  return errors;
}

export interface SafeParser<Output> {
  safeParse(
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly Issue[] } };
}

/** Validates form values with a contract schema: the parsed data, or the translated field errors. */
export function validateForm<Output>(
  schema: SafeParser<Output>,
  values: unknown,
  t: Translate,
): { data: Output; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  return { errors: issuesToFieldErrors(result.error.issues, t) };
}

/** The server's translated field messages of a failed call (`fields` of the error body). */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiRequestError ? { ...error.fields } : {};
}
