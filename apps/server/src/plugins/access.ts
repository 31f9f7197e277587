import type { FastifyInstance, preParsingAsyncHookHandler } from 'fastify';
import type { Permission } from '@kramik/contract';
import type { MessageKey } from '../i18n/messages.js';
import { UnauthorizedError } from '../lib/errors.js';
import { requireRole } from './auth.js';

/**
 * Who may call a route, declared in its options (`config: { access: 'seller-owner' }`). The
 * signed-in and role part of the class is enforced before the body is read (see `GUARDS`); the
 * ownership part stays in the services. The authorization matrix test
 * (`src/gates/authz-matrix.test.ts`) checks every route against a visitor, a buyer, another buyer,
 * a maker, another maker and an admin; objects in the path belong to the buyer (buyer routes) or
 * to the maker (seller routes), so "another buyer" and "another maker" meet the ownership checks.
 *
 * - `public`: anyone, signed in or not.
 * - `user`: any signed-in account; visitors get 401.
 * - `owner`: an object of the signed-in account (address, order, payment); anyone else's is 404.
 * - `seller`: makers; buyers get 403. Admins pass every role check but own no company: 404.
 * - `seller-owner`: an object of the maker's company; another maker's is 404.
 * - `admin`: administrators only; everyone else signed in gets 403.
 * - `sandbox`: a payment operator's emulator, which knows no Kramik sessions: every caller gets
 *   the same answer.
 * - `signature`: an operator's notification, accepted on its signature alone: unsigned, 400.
 */
export type AccessClass =
  'public' | 'user' | 'owner' | 'seller' | 'seller-owner' | 'admin' | 'sandbox' | 'signature';

export const ROLES = ['visitor', 'buyer', 'otherBuyer', 'maker', 'otherMaker', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** `'allowed'`: any answer that is not 401, 403, 404 or 5xx (400 for a minimal body is fine). */
export type Expected = 'allowed' | 400 | 401 | 403 | 404;

/**
 * A class, or a class with the cells where the route answers otherwise and, for a route with its
 * own wording, the message a visitor gets with the 401.
 */
export type RouteAccess =
  | AccessClass
  | ({ class: AccessClass; unauthorized?: MessageKey } & Partial<Record<Role, Expected>>);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (see `plugins/access.ts`); every route must say. */
    access?: RouteAccess;
  }
}

const ok = 'allowed';

/** What each class answers each role, before a route's own overrides. */
export const ACCESS_TABLE: Record<Exclude<AccessClass, 'sandbox'>, Record<Role, Expected>> = {
  public: { visitor: ok, buyer: ok, otherBuyer: ok, maker: ok, otherMaker: ok, admin: ok },
  user: { visitor: 401, buyer: ok, otherBuyer: ok, maker: ok, otherMaker: ok, admin: ok },
  owner: { visitor: 401, buyer: ok, otherBuyer: 404, maker: 404, otherMaker: 404, admin: 404 },
  seller: { visitor: 401, buyer: 403, otherBuyer: 403, maker: ok, otherMaker: ok, admin: 404 },
  'seller-owner': {
    visitor: 401,
    buyer: 403,
    otherBuyer: 403,
    maker: ok,
    otherMaker: 404,
    admin: 404,
  },
  admin: { visitor: 401, buyer: 403, otherBuyer: 403, maker: 403, otherMaker: 403, admin: ok },
  signature: { visitor: 400, buyer: 400, otherBuyer: 400, maker: 400, otherMaker: 400, admin: 400 },
};

export function accessClassOf(access: RouteAccess): AccessClass {
  return typeof access === 'string' ? access : access.class;
}

/** The expected answer of every role, or null for `sandbox` (the same answer for everyone). */
export function expectedCells(access: RouteAccess): Record<Role, Expected> | null {
  const cls = accessClassOf(access);
  if (cls === 'sandbox') return null;
  const cells = { ...ACCESS_TABLE[cls] };
  if (typeof access !== 'string') {
    for (const role of ROLES) if (access[role] !== undefined) cells[role] = access[role];
  }
  return cells;
}

/**
 * The role a class needs (`any`: any signed-in account), checked after rate limiting and before
 * the body is read and validated: a visitor gets 401 and a wrong role 403, never a 400 about
 * fields it may not send. The handlers' own `requireUser`/`requireRole` stay (and type `auth`).
 */
const REQUIRED_ROLE: Partial<Record<AccessClass, Permission | 'any'>> = {
  user: 'any',
  owner: 'any',
  seller: 'seller',
  'seller-owner': 'seller',
  admin: 'admin',
};

/**
 * Routes declared by path instead: those third-party plugins register, which take no route config
 * (the API docs, uploaded media, the built web app's files), and the payment operators' emulators
 * under /sandbox/ (emulator mode only), stand-ins for the operators' hosts rather than our API.
 * A path ending in `/` declares everything under it; `/api/docs` itself and below.
 */
const DECLARED_BY_PATH: [path: string, access: RouteAccess][] = [
  ['/api/docs', 'public'],
  ['/media/', 'public'],
  ['/*', 'public'],
  ['/sandbox/', 'sandbox'],
];

function declaredByPath(url: string) {
  return DECLARED_BY_PATH.find(([path]) =>
    path.endsWith('/') ? url.startsWith(path) : url === path || url.startsWith(`${path}/`),
  )?.[1];
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** Whether the route takes a multipart/form-data upload. */
  multipart: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared access, for the authorization matrix test. */
    routeAccess: DeclaredRoute[];
  }
}

/**
 * Records every route with its declared access and adds the class's guard; call before any route
 * is registered.
 */
export function registerRouteAccess(app: FastifyInstance) {
  const routes: DeclaredRoute[] = [];
  app.decorate('routeAccess', routes);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access ?? declaredByPath(route.url);
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    const multipart = consumes.includes('multipart/form-data');
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, access, multipart });

    const role = access && REQUIRED_ROLE[accessClassOf(access)];
    if (!role) return;
    const unauthorized = typeof access === 'string' ? undefined : access.unauthorized;
    const check: preParsingAsyncHookHandler = async (request, _reply, payload) => {
      if (!request.auth) throw new UnauthorizedError(unauthorized);
      if (role !== 'any') requireRole(request, role);
      return payload;
    };
    const existing = route.preParsing ?? [];
    route.preParsing = [...(Array.isArray(existing) ? existing : [existing]), check];
  });
}
