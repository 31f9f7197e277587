import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasForbiddenCharacters } from '@kramik/contract';
import { ValidationError } from '../lib/errors.js';

/** How deep a body is searched; deeper JSON is refused by the schemas anyway. */
const MAX_DEPTH = 32;

/**
 * Refuses control characters (NUL and the like; tab and line breaks pass) and lone surrogates in
 * every query string, path parameter and parsed body, before any schema or handler sees them:
 * PostgreSQL cannot store NUL, JSONB refuses lone surrogates, and no field has a use for the rest. Answers the usual 400 naming the field
 * (`controlCharacters`). Bodies kept raw (payment notifications) are left to their protocol.
 */
export function registerInputText(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const field =
      findControlCharacters(request.params, '') ??
      findControlCharacters(request.query, '') ??
      findControlCharacters(request.body, '');
    if (field !== undefined) throw new ValidationError({ [field || '_']: 'controlCharacters' });
  });
}

/**
 * The dotted path of the first string (or object key) with a forbidden character, in the
 * error handler's field notation (`groups.0.pointCode`); a bad key names the object holding it.
 */
export function findControlCharacters(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && hasForbiddenCharacters(key)) return path;
    const found = findControlCharacters(item, path ? `${path}.${key}` : String(key), depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
