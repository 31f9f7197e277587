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
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const field =
      findControlCharacters(request.params, '') ??
      findControlCharacters(request.query, '') ??
      findControlCharacters(request.body, '');
    done(
      field === undefined
        ? undefined
        : new ValidationError({ [field || '_']: 'controlCharacters' }),
    );
  });
}

/**
 * The dotted path of the first string (or object key) with a forbidden character, in the
 * error handler's field notation (`groups.0.pointCode`); a bad key names the object holding it.
 * Run on every request's parameters and query: a field's path is put together only when there is
 * something to search below it (or it is the bad one).
 */
export function findControlCharacters(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findInItem(value[i] as unknown, path, String(i), depth);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (hasForbiddenCharacters(key)) return path;
    const found = findInItem((value as Record<string, unknown>)[key], path, key, depth);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** `findControlCharacters` of the item `key` of an object or array at `path`. */
function findInItem(item: unknown, path: string, key: string, depth: number) {
  if (typeof item === 'string') {
    return hasForbiddenCharacters(item) ? (path ? `${path}.${key}` : key) : undefined;
  }
  if (item === null || typeof item !== 'object') return undefined;
  return findControlCharacters(item, path ? `${path}.${key}` : key, depth + 1);
}
