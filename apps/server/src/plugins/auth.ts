import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '@kramik/contract';
import type { Database } from '../db/client.js';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.js';
import { authenticate, type AuthContext } from '../modules/accounts/accounts.service.js';

export type { AuthContext };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, resolved from the bearer token; null for visitors. */
    auth: AuthContext | null;
  }
}

/** Turns `Authorization: Bearer <token>` into `request.auth` on every API call. */
export function registerAuth(app: FastifyInstance, db: Database) {
  app.decorateRequest('auth', null);
  // A callback hook: a visitor's request (no token) goes on without a promise and a turn of the
  // queue; only a token waits for its session.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const header = request.headers.authorization;
    if (!header) return done();
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
    if (!match?.[1]) return done();
    authenticate(db, match[1]).then((auth) => {
      request.auth = auth;
      done();
    }, done);
  });
}

export function requireUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

/** Requires one of the roles; an admin passes every role check. */
export function requireRole(request: FastifyRequest, ...roles: Permission[]): AuthContext {
  const auth = requireUser(request);
  if (auth.user.permissions !== 'admin' && !roles.includes(auth.user.permissions)) {
    throw new ForbiddenError();
  }
  return auth;
}
