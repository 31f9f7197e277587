import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type Locale, type Permission } from '@kramik/contract';
import type { Database } from '../db/client.js';
import type { AuthContext } from '../modules/accounts/accounts.service.js';
import { requireRole, requireUser } from './auth.js';
// The locale plugin declares `request.locale`, which the context reads.
import type {} from './locale.js';

/**
 * Who is asking, in which language, on which connection: built once per request (after the
 * locale and the bearer token are read) and passed to the services, which take it as their first
 * argument together with their module's collaborators (`{ ...deps, ...request.ctx }`).
 */
export interface RequestContext {
  /** The database, or the transaction the caller runs in. */
  db: Database;
  /** The signed-in caller; null for visitors. */
  auth: AuthContext | null;
  locale: Locale;
}

/** A context whose caller is signed in (the route's access class has checked it). */
export type SignedInContext = RequestContext & { auth: AuthContext };

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** Builds `request.ctx`; registered after the locale and auth hooks, so it sees both. */
export function registerRequestContext(app: FastifyInstance, db: Database) {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', (request, _reply, done) => {
    request.ctx = { db, auth: request.auth, locale: request.locale };
    done();
  });
}

/** The context of work nobody asked for in a request: workers, the demo data, the command line. */
export function systemContext(db: Database, locale: Locale = DEFAULT_LOCALE): RequestContext {
  return { db, auth: null, locale };
}

/** A module's collaborators with the request's context: what a service of that module takes. */
export function contextOf<D extends object>(deps: D, request: FastifyRequest): D & RequestContext {
  return { ...deps, ...request.ctx };
}

/**
 * The same for a signed-in caller (401 for a visitor) or, with roles, for one of them (403
 * otherwise; an admin passes every role check).
 */
export function callerContextOf<D extends object>(
  deps: D,
  request: FastifyRequest,
  ...roles: Permission[]
): D & SignedInContext {
  const auth = roles.length > 0 ? requireRole(request, ...roles) : requireUser(request);
  return { ...deps, ...request.ctx, auth };
}
