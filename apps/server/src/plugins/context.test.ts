import Fastify, { type RouteHandlerMethod } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import type { AuthContext } from '../modules/accounts/accounts.service.js';
import { registerErrorHandler } from './error-handler.js';
import { callerContextOf, contextOf, registerRequestContext, systemContext } from './context.js';
import { registerLocale } from './locale.js';

const db = {} as Database;
const buyer: AuthContext = {
  sessionId: 's1',
  user: { _id: 'u1', permissions: 'user' } as unknown as AuthContext['user'],
};

/** A server with the locale and context hooks, and a caller chosen by a test header. */
async function serverWith(route: RouteHandlerMethod) {
  const app = Fastify();
  registerLocale(app);
  registerErrorHandler(app);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = request.headers['x-test-caller'] === 'buyer' ? buyer : null;
  });
  registerRequestContext(app, db);
  app.get('/api/probe', route);
  await app.ready();
  return app;
}

describe('the request context', () => {
  it('is built once per request from the database, the caller and the locale', async () => {
    const seen: unknown[] = [];
    const app = await serverWith(async (request) => {
      seen.push(request.ctx, request.ctx);
      return { locale: request.ctx.locale, user: request.ctx.auth?.user._id ?? null };
    });
    const answer = await app.inject({
      url: '/api/probe',
      headers: { 'x-test-caller': 'buyer', 'accept-language': 'pl-PL' },
    });
    expect(answer.json()).toEqual({ locale: 'pl-PL', user: 'u1' });
    expect(seen[0]).toBe(seen[1]);
    expect((seen[0] as { db: unknown }).db).toBe(db);
  });

  it("joins a module's collaborators to the request's context", async () => {
    const app = await serverWith(async (request) => {
      const ctx = contextOf({ greeting: 'hello' }, request);
      return { greeting: ctx.greeting, visitor: ctx.auth === null };
    });
    const answer = await app.inject({ url: '/api/probe' });
    expect(answer.json()).toEqual({ greeting: 'hello', visitor: true });
  });

  it('answers 401 to a visitor and 403 to a caller without the role', async () => {
    const app = await serverWith(async (request) => {
      callerContextOf({}, request, 'seller');
      return { ok: true };
    });
    expect((await app.inject({ url: '/api/probe' })).statusCode).toBe(401);
    const buyerAnswer = await app.inject({
      url: '/api/probe',
      headers: { 'x-test-caller': 'buyer' },
    });
    expect(buyerAnswer.statusCode).toBe(403);
  });

  it('gives work outside a request no caller and the default language', () => {
    expect(systemContext(db)).toEqual({ db, auth: null, locale: 'en-US' });
  });
});
