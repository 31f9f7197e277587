import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  LoginInputSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  StatusResponseSchema,
} from '@kramik/contract';
import type { Database } from '../../db/client.js';
import { translate } from '../../i18n/messages.js';
import { requireUser } from '../../plugins/auth.js';
import * as accounts from './accounts.service.js';

const StatusFailureSchema = z.object({
  isLoggedIn: z.literal(false),
  error: z.string(),
  code: z.string(),
});

export function accountsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users/status',
      {
        schema: {
          tags: ['accounts'],
          summary: 'The signed-in user, or 401 when the token is missing, expired or revoked',
          security: [{ bearer: [] }],
          response: { 200: StatusResponseSchema, 401: StatusFailureSchema },
        },
      },
      async (request, reply) => {
        if (!request.auth) {
          return reply.status(401).send({
            isLoggedIn: false as const,
            error: translate('unauthorized', request.locale),
            code: 'UNAUTHORIZED',
          });
        }
        return { isLoggedIn: true as const, user: request.auth.user };
      },
    );

    app.post(
      '/api/users/login',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['accounts'],
          summary: 'Log in with the username or e-mail address and the password',
          body: LoginInputSchema,
          response: { 200: LoginResponseSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
        },
      },
      (request) => accounts.login(db, request.body),
    );

    app.post(
      '/api/users/logout',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Revoke the current session token',
          security: [{ bearer: [] }],
          response: { 200: MessageResponseSchema, 401: ApiErrorSchema },
        },
      },
      async (request) => {
        await accounts.logout(db, requireUser(request));
        return { message: translate('loggedOut', request.locale) };
      },
    );
  };
}
