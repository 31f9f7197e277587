import type { FastifyReply, FastifySchema } from 'fastify';
import { ApiErrorSchema } from '@kramik/contract';
import { accessClassOf, type RouteAccess } from './access.js';

/** The OpenAPI tags the routes are grouped under (see `plugins/swagger.ts`). */
export type RouteTag =
  | 'accounts'
  | 'admin'
  | 'catalog'
  | 'makers'
  | 'messages'
  | 'orders'
  | 'payments'
  | 'seller'
  | 'seo'
  | 'site';

/** The answers a route may give with the common error body: public ones, and signed-in ones. */
const PUBLIC_ERRORS = { 400: ApiErrorSchema, 404: ApiErrorSchema };
const COMMON_ERRORS = { ...PUBLIC_ERRORS, 401: ApiErrorSchema, 403: ApiErrorSchema };

/** Classes whose callers present a bearer token. */
const SIGNED_IN = new Set(['user', 'owner', 'seller', 'seller-owner', 'admin']);

type Described<S extends FastifySchema> = Omit<S, 'response'> & {
  tags: RouteTag[];
  summary: string;
  security?: { bearer: never[] }[];
} & (S extends { response: object } ? { response: typeof COMMON_ERRORS & S['response'] } : object);

/**
 * A route's options from what varies between routes: who may call it, its tag and summary, and
 * its schemas. The bearer requirement and the common error answers (401 and 403 only where a
 * caller signs in) follow from the access class; the route's own answers win where both name a
 * status. A route that names no answers (a file, say) gets none added.
 */
export function route<const S extends FastifySchema>(
  access: RouteAccess,
  tag: RouteTag,
  summary: string,
  schema: S,
): { config: { access: RouteAccess }; schema: Described<S> } {
  const signedIn = SIGNED_IN.has(accessClassOf(access));
  return {
    config: { access },
    schema: {
      tags: [tag],
      summary,
      ...(signedIn ? { security: [{ bearer: [] }] } : {}),
      ...schema,
      ...(schema.response
        ? { response: { ...(signedIn ? COMMON_ERRORS : PUBLIC_ERRORS), ...schema.response } }
        : {}),
    } as unknown as Described<S>,
  };
}

/** Answers 201 with what the work returns. */
export async function created(reply: FastifyReply, work: Promise<unknown>) {
  return reply.status(201).send(await work);
}

/** Answers 204 once the work is done. */
export async function noContent(reply: FastifyReply, work: Promise<unknown>) {
  await work;
  return reply.status(204).send(null);
}
