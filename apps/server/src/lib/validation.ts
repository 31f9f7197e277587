import type { z } from 'zod';
import { messages, type MessageKey } from '../i18n/messages.js';
import { AppError } from './errors.js';

const KEYED: Record<string, MessageKey> = { required: 'fieldRequired', invalid: 'fieldInvalid' };

/** The message key of a contract schema's issue (its message is a validation key). */
export function issueMessageKey(message: string | undefined, missing = false): MessageKey {
  const text = message ?? '';
  return (
    KEYED[text] ??
    (text in messages ? (text as MessageKey) : missing ? 'fieldRequired' : 'fieldInvalid')
  );
}

/**
 * Parses with a contract schema inside a service, for forms whose failure has its own headline:
 * any missing field makes the whole answer `whenMissing` (e.g. the spec's "Please fill in all
 * required fields"), with a message per field.
 */
export function parseForm<T extends z.ZodType>(
  schema: T,
  input: unknown,
  whenMissing: MessageKey,
): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, MessageKey> = {};
  let anyMissing = false;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (fields[field]) continue;
    const key = issueMessageKey(issue.message, issue.code === 'invalid_type');
    if (key === 'fieldRequired') anyMissing = true;
    fields[field] = key;
  }
  throw new AppError(
    400,
    'VALIDATION_FAILED',
    anyMissing ? whenMissing : 'validationFailed',
    fields,
  );
}

/**
 * A new order of a list (images, categories): every known id exactly once, or a 400 naming the
 * field.
 */
export function requireReorder(ids: string[], knownIds: string[], field = 'ids') {
  const known = new Set(knownIds);
  if (
    ids.length !== known.size ||
    new Set(ids).size !== ids.length ||
    ids.some((i) => !known.has(i))
  ) {
    throw new AppError(400, 'VALIDATION_FAILED', 'validationFailed', { [field]: 'fieldInvalid' });
  }
}
