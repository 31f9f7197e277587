import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddressInputSchema,
  AddressListSchema,
  AddressSchema,
  ApiErrorSchema,
  ChangePasswordInputSchema,
  DeleteAccountInputSchema,
  InvoiceDataInputSchema,
  InvoiceDataListSchema,
  InvoiceDataSchema,
  LoginInputSchema,
  LoginLinkInputSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RecoverPasswordInputSchema,
  RegisterInputSchema,
  RegisterResponseSchema,
  ResendCodeInputSchema,
  ResetAvatarInputSchema,
  ResetPasswordInputSchema,
  StatusResponseSchema,
  UpdateUserInputSchema,
  UpdateUserResponseSchema,
  VerifyInputSchema,
  VerifyResetCodeInputSchema,
  VerifyResetCodeResponseSchema,
  VerifyResponseSchema,
} from '@kramik/contract';
import { translate } from '../../i18n/messages.js';
import { createAddressLimiter } from '../../lib/address-limiter.js';
import type { Redis } from '../../lib/redis.js';
import { callerContextOf, contextOf } from '../../plugins/context.js';
import { created, noContent, route } from '../../plugins/route.js';
import * as accounts from './accounts.service.js';

const StatusFailureSchema = z.object({
  isLoggedIn: z.literal(false),
  error: z.string(),
  code: z.string(),
});
const IdParamsSchema = z.object({ id: z.uuid() });

/** The spec's `/api/users/*` calls (SPEC §7) and the account's own lists. */
export function accountsRoutes(
  deps: accounts.AccountsDeps,
  shared: { redis?: Redis | undefined } = {},
): FastifyPluginAsyncZod {
  return async (app) => {
    // Login, registration, verification and recovery share one budget per client address (in
    // Redis when several nodes share it).
    const authLimit = createAddressLimiter({
      name: 'auth',
      max: deps.config.authRateLimitMax,
      windowMs: 60_000,
      redis: shared.redis,
    });
    const visitor = (request: FastifyRequest) => contextOf(deps, request);
    const caller = (request: FastifyRequest) => callerContextOf(deps, request);
    /** A public account call, under the shared budget of login attempts. */
    const limited = <S extends FastifySchema>(summary: string, schema: S) => ({
      ...route('public', 'accounts', summary, schema),
      onRequest: authLimit,
    });
    /** The same for a signed-in caller. */
    const limitedSignedIn = <S extends FastifySchema>(summary: string, schema: S) => ({
      ...route('user', 'accounts', summary, schema),
      onRequest: authLimit,
    });

    app.get(
      '/api/users/status',
      {
        // Public, so that a visitor hears its own answer rather than the common 401.
        config: { access: { class: 'public', visitor: 401 } },
        schema: {
          tags: ['accounts'],
          summary: 'The signed-in user, or 401 when the token is missing, expired or revoked',
          security: [{ bearer: [] }],
          response: { 200: StatusResponseSchema, 401: StatusFailureSchema },
        },
      },
      async (request, reply) => {
        const { auth, locale } = request.ctx;
        if (!auth) {
          return reply.status(401).send({
            isLoggedIn: false as const,
            error: translate('unauthorized', locale),
            code: 'UNAUTHORIZED',
          });
        }
        return { isLoggedIn: true as const, user: auth.user };
      },
    );

    app.post(
      '/api/users/register',
      limited('Register a buyer account; the confirmation code is e-mailed, never returned', {
        body: RegisterInputSchema,
        response: { 201: RegisterResponseSchema },
      }),
      (request, reply) => created(reply, accounts.register(visitor(request), request.body)),
    );

    app.post(
      '/api/users/verify',
      limited('Confirm a registration with the mailed code and the account’s password', {
        body: VerifyInputSchema,
        response: { 200: VerifyResponseSchema },
      }),
      async (request) => ({ user: await accounts.verify(visitor(request), request.body) }),
    );

    app.post(
      '/api/users/resend-code',
      limited('Mail a new confirmation code (the same answer whether the account exists or not)', {
        body: ResendCodeInputSchema,
        response: { 200: MessageResponseSchema },
      }),
      async (request) => {
        await accounts.resendCode(visitor(request), request.body.username);
        return { message: translate('codeSent', request.locale) };
      },
    );

    app.post(
      '/api/users/login',
      limited('Log in with the username or e-mail address and the password', {
        description:
          'Over the failed-login limit of a login name, only an address the account signed in from before gets in with the right password; elsewhere the answer is 429, and a right password mails the owner a one-time sign-in link.',
        body: LoginInputSchema,
        response: {
          200: LoginResponseSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      }),
      (request) => accounts.login(visitor(request), request.body, { ip: request.ip }),
    );

    app.post(
      '/api/users/login-link',
      limited('Log in with a mailed one-time sign-in link (single use, 15 minutes)', {
        body: LoginLinkInputSchema,
        response: { 200: LoginResponseSchema },
      }),
      (request) => accounts.loginWithLink(visitor(request), request.body.token, { ip: request.ip }),
    );

    app.post(
      '/api/users/logout',
      route('user', 'accounts', 'Revoke the current session token', {
        response: { 200: MessageResponseSchema },
      }),
      async (request) => {
        await accounts.logout(caller(request));
        return { message: translate('loggedOut', request.locale) };
      },
    );

    app.post(
      '/api/users/recover-password',
      limited(
        'Mail a recovery link (new password or new login name); never tells if the address has an account',
        { body: RecoverPasswordInputSchema, response: { 200: MessageResponseSchema } },
      ),
      async (request) => {
        await accounts.recoverPassword(visitor(request), request.body.email);
        return { message: translate('recoverySent', request.locale) };
      },
    );

    app.post(
      '/api/users/verify-reset-code',
      limited('Check a mailed recovery token without using it up', {
        body: VerifyResetCodeInputSchema,
        response: { 200: VerifyResetCodeResponseSchema },
      }),
      async (request) => ({
        message: translate('resetCodeValid', request.locale),
        ...(await accounts.verifyResetCode(visitor(request), request.body.confirmationCode)),
      }),
    );

    app.post(
      '/api/users/reset-password',
      limited('Set a new password with a recovery token; every session of the account ends', {
        body: ResetPasswordInputSchema,
        response: { 200: MessageResponseSchema },
      }),
      async (request) => {
        await accounts.resetPassword(visitor(request), request.body);
        return { message: translate('passwordReset', request.locale) };
      },
    );

    app.post(
      '/api/users/reset-avatar',
      limited('Set a new login name ("AvatarLogin") with a recovery token', {
        body: ResetAvatarInputSchema,
        response: { 200: MessageResponseSchema },
      }),
      async (request) => {
        await accounts.resetAvatar(visitor(request), request.body);
        return { message: translate('avatarReset', request.locale) };
      },
    );

    app.patch(
      '/api/users/update',
      route(
        'user',
        'accounts',
        'Update the caller’s profile, or (admin only, another user) `{ userId, status }` / `permissions`',
        { body: UpdateUserInputSchema, response: { 200: UpdateUserResponseSchema } },
      ),
      async (request) => ({ user: await accounts.updateUser(caller(request), request.body) }),
    );

    app.post(
      '/api/users/me/password',
      limitedSignedIn('Change the password (the current one is needed); other sessions end', {
        body: ChangePasswordInputSchema,
        response: { 200: MessageResponseSchema },
      }),
      async (request) => {
        await accounts.changePassword(caller(request), request.body);
        return { message: translate('passwordChanged', request.locale) };
      },
    );

    app.post(
      '/api/users/delete/code',
      limitedSignedIn(
        'Mail a code that confirms the account’s deletion (for accounts without a password)',
        { response: { 200: MessageResponseSchema } },
      ),
      async (request) => {
        await accounts.mailDeleteCode(caller(request));
        return { message: translate('deleteCodeSent', request.locale) };
      },
    );

    app.delete(
      '/api/users/delete',
      {
        ...limitedSignedIn(
          'Delete the caller’s account with its current password or a mailed code: personal data erased, sessions revoked',
          {
            // Optional, so that a body-less call hears what is missing rather than "bad input".
            body: DeleteAccountInputSchema.nullish(),
            response: { 200: MessageResponseSchema },
          },
        ),
        // A visitor learns 401 before anything about the body.
        preValidation: async (request: FastifyRequest) => void caller(request),
      },
      async (request) => {
        await accounts.deleteAccount(caller(request), request.body ?? {});
        return { message: translate('accountDeleted', request.locale) };
      },
    );

    app.get(
      '/api/users/me/addresses',
      route('user', 'accounts', 'The caller’s shipping addresses', {
        response: { 200: AddressListSchema },
      }),
      async (request) => ({ items: await accounts.listAddresses(caller(request)) }),
    );

    app.post(
      '/api/users/me/addresses',
      route('user', 'accounts', 'Add a shipping address', {
        body: AddressInputSchema,
        response: { 201: AddressSchema },
      }),
      (request, reply) => created(reply, accounts.createAddress(caller(request), request.body)),
    );

    app.patch(
      '/api/users/me/addresses/:id',
      route('owner', 'accounts', 'Change a shipping address', {
        params: IdParamsSchema,
        body: AddressInputSchema,
        response: { 200: AddressSchema },
      }),
      (request) => accounts.updateAddress(caller(request), request.params.id, request.body),
    );

    app.delete(
      '/api/users/me/addresses/:id',
      route('owner', 'accounts', 'Remove a shipping address', {
        params: IdParamsSchema,
        response: { 204: z.null() },
      }),
      (request, reply) =>
        noContent(reply, accounts.deleteAddress(caller(request), request.params.id)),
    );

    app.get(
      '/api/users/me/invoice-data',
      route('user', 'accounts', 'The caller’s invoice data', {
        response: { 200: InvoiceDataListSchema },
      }),
      async (request) => ({ items: await accounts.listInvoiceData(caller(request)) }),
    );

    app.post(
      '/api/users/me/invoice-data',
      route('user', 'accounts', 'Add invoice data', {
        body: InvoiceDataInputSchema,
        response: { 201: InvoiceDataSchema },
      }),
      (request, reply) => created(reply, accounts.createInvoiceData(caller(request), request.body)),
    );

    app.patch(
      '/api/users/me/invoice-data/:id',
      route('owner', 'accounts', 'Change invoice data', {
        params: IdParamsSchema,
        body: InvoiceDataInputSchema,
        response: { 200: InvoiceDataSchema },
      }),
      (request) => accounts.updateInvoiceData(caller(request), request.params.id, request.body),
    );

    app.delete(
      '/api/users/me/invoice-data/:id',
      route('owner', 'accounts', 'Remove invoice data', {
        params: IdParamsSchema,
        response: { 204: z.null() },
      }),
      (request, reply) =>
        noContent(reply, accounts.deleteInvoiceData(caller(request), request.params.id)),
    );
  };
}
