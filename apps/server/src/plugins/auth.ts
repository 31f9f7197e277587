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
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
    if (!match?.[1]) return;
    request.auth = await authenticate(db, match[1]);
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
