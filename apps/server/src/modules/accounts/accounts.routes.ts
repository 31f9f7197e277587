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
import { requireUser } from '../../plugins/auth.js';
import * as accounts from './accounts.service.js';

const StatusFailureSchema = z.object({
  isLoggedIn: z.literal(false),
  error: z.string(),
  code: z.string(),
});
const IdParamsSchema = z.object({ id: z.uuid() });
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};

/** The spec's `/api/users/*` calls (SPEC §7) and the account's own lists. */
export function accountsRoutes(deps: accounts.AccountsDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    // Login, registration, verification and recovery share one budget per client address.
    const authLimit = createAddressLimiter({ max: deps.config.authRateLimitMax, windowMs: 60_000 });

    app.get(
      '/api/users/status',
      {
        config: { access: { class: 'public', visitor: 401 } },
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
      '/api/users/register',
      {
        config: { access: 'public' },
        onRequest: authLimit,
        schema: {
          tags: ['accounts'],
          summary: 'Register a buyer account; the confirmation code is e-mailed, never returned',
          body: RegisterInputSchema,
          response: { 201: RegisterResponseSchema, 400: ApiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await accounts.register(deps, request.body, request.locale)),
    );

    app.post(
      '/api/users/verify',
      {
        config: { access: 'public' },
        onRequest: authLimit,
        schema: {
          tags: ['accounts'],
          summary: 'Confirm a registration with the mailed code and the account’s password',
          body: VerifyInputSchema,
          response: { 200: VerifyResponseSchema, 400: ApiErrorSchema },
        },
      },
      async (request) => ({ user: await accounts.verify(deps, request.body) }),
    );

    app.post(
      '/api/users/resend-code',
      {
        config: { access: 'public' },
        onRequest: authLimit,
        schema: {
          tags: ['accounts'],
          summary:
            'Mail a new confirmation code (the same answer whether the account exists or not)',
          body: ResendCodeInputSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      async (request) => {
        await accounts.resendCode(deps, request.body.username);
        return { message: translate('codeSent', request.locale) };
      },
    );

    app.post(
      '/api/users/login',
      {
        config: { access: 'public' },
        onRequest: authLimit,
        schema: {
          tags: ['accounts'],
          summary: 'Log in with the username or e-mail address and the password',
          description:
            'Over the failed-login limit of a login name, only an address the account signed in from before gets in with the right password; elsewhere the answer is 429, and a right password mails the owner a one-time sign-in link.',
          body: LoginInputSchema,
          response: {
            200: LoginResponseSchema,
            401: ApiErrorSchema,
            403: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      (request) => accounts.login(deps, request.body, { ip: request.ip }),
    );

    app.post(
      '/api/users/login-link',
      {
        config: { access: 'public' },
        onRequest: authLimit,
        schema: {
          tags: ['accounts'],
          summary: 'Log in with a mailed one-time sign-in link (single use, 15 minutes)',
          body: LoginLinkInputSchema,
          response: { 200: LoginResponseSchema, 400: ApiErrorSchema },
        },
      },
      (request) => accounts.loginWithLink(deps, request.body.token, { ip: request.ip }),
    );

    app.post(
      '/api/users/logout',
      {
        config: { access: 'user' },
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

    app.post(
      '/api/users/recover-password',
      {
        config: { access: 'public' },
        onRequest: authLimit,
        schema: {
          tags: ['accounts'],
          summary:
            'Mail a recovery link (new password or new login name); never tells if the address has an account',
          body: RecoverPasswordInputSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      async (request) => {
        await accounts.recoverPassword(deps, request.body.email);
        return { message: translate('recoverySent', request.locale) };
      },
    );

    app.post(
      '/api/users/verify-reset-code',
      {
        config: { access: 'public' },
        onRequest: authLimit,
        schema: {
          tags: ['accounts'],
          summary: 'Check a mailed recovery token without using it up',
          body: VerifyResetCodeInputSchema,
          response: { 200: VerifyResetCodeResponseSchema, 400: ApiErrorSchema },
        },
      },
      async (request) => ({
        message: translate('resetCodeValid', request.locale),
        ...(await accounts.verifyResetCode(deps, request.body.confirmationCode)),
      }),
    );

    app.post(
      '/api/users/reset-password',
      {
        config: { access: 'public' },
        onRequest: authLimit,
        schema: {
          tags: ['accounts'],
          summary: 'Set a new password with a recovery token; every session of the account ends',
          body: ResetPasswordInputSchema,
          response: { 200: MessageResponseSchema, 400: ApiErrorSchema },
        },
      },
      async (request) => {
        await accounts.resetPassword(deps, request.body);
        return { message: translate('passwordReset', request.locale) };
      },
    );

    app.post(
      '/api/users/reset-avatar',
      {
        config: { access: 'public' },
        onRequest: authLimit,
        schema: {
          tags: ['accounts'],
          summary: 'Set a new login name ("AvatarLogin") with a recovery token',
          body: ResetAvatarInputSchema,
          response: { 200: MessageResponseSchema, 400: ApiErrorSchema },
        },
      },
      async (request) => {
        await accounts.resetAvatar(deps, request.body);
        return { message: translate('avatarReset', request.locale) };
      },
    );

    app.patch(
      '/api/users/update',
      {
        config: { access: 'user' },
        schema: {
          tags: ['accounts'],
          summary:
            'Update the caller’s profile, or (admin only, another user) `{ userId, status }` / `permissions`',
          security: [{ bearer: [] }],
          body: UpdateUserInputSchema,
          response: { 200: UpdateUserResponseSchema, ...errors },
        },
      },
      async (request) => ({
        user: await accounts.updateUser(deps, requireUser(request), request.body),
      }),
    );

    app.post(
      '/api/users/me/password',
      {
        config: { access: 'user' },
        onRequest: authLimit,
        schema: {
          tags: ['accounts'],
          summary: 'Change the password (the current one is needed); other sessions end',
          security: [{ bearer: [] }],
          body: ChangePasswordInputSchema,
          response: { 200: MessageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await accounts.changePassword(deps, requireUser(request), request.body);
        return { message: translate('passwordChanged', request.locale) };
      },
    );

    app.post(
      '/api/users/delete/code',
      {
        config: { access: 'user' },
        onRequest: authLimit,
        schema: {
          tags: ['accounts'],
          summary:
            'Mail a code that confirms the account’s deletion (for accounts without a password)',
          security: [{ bearer: [] }],
          response: { 200: MessageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await accounts.mailDeleteCode(deps, requireUser(request));
        return { message: translate('deleteCodeSent', request.locale) };
      },
    );

    app.delete(
      '/api/users/delete',
      {
        config: { access: 'user' },
        onRequest: authLimit,
        // A visitor learns 401 before anything about the body.
        preValidation: async (request) => void requireUser(request),
        schema: {
          tags: ['accounts'],
          summary:
            'Delete the caller’s account with its current password or a mailed code: personal data erased, sessions revoked',
          security: [{ bearer: [] }],
          // Optional, so that a body-less call hears what is missing rather than "bad input".
          body: DeleteAccountInputSchema.nullish(),
          response: { 200: MessageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await accounts.deleteAccount(deps, requireUser(request), request.body ?? {});
        return { message: translate('accountDeleted', request.locale) };
      },
    );

    app.get(
      '/api/users/me/addresses',
      {
        config: { access: 'user' },
        schema: {
          tags: ['accounts'],
          summary: 'The caller’s shipping addresses',
          security: [{ bearer: [] }],
          response: { 200: AddressListSchema, ...errors },
        },
      },
      async (request) => ({ items: await accounts.listAddresses(db, requireUser(request)) }),
    );

    app.post(
      '/api/users/me/addresses',
      {
        config: { access: 'user' },
        schema: {
          tags: ['accounts'],
          summary: 'Add a shipping address',
          security: [{ bearer: [] }],
          body: AddressInputSchema,
          response: { 201: AddressSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await accounts.createAddress(db, requireUser(request), request.body)),
    );

    app.patch(
      '/api/users/me/addresses/:id',
      {
        config: { access: 'owner' },
        schema: {
          tags: ['accounts'],
          summary: 'Change a shipping address',
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          body: AddressInputSchema,
          response: { 200: AddressSchema, ...errors },
        },
      },
      (request) =>
        accounts.updateAddress(db, requireUser(request), request.params.id, request.body),
    );

    app.delete(
      '/api/users/me/addresses/:id',
      {
        config: { access: 'owner' },
        schema: {
          tags: ['accounts'],
          summary: 'Remove a shipping address',
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await accounts.deleteAddress(db, requireUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/users/me/invoice-data',
      {
        config: { access: 'user' },
        schema: {
          tags: ['accounts'],
          summary: 'The caller’s invoice data',
          security: [{ bearer: [] }],
          response: { 200: InvoiceDataListSchema, ...errors },
        },
      },
      async (request) => ({ items: await accounts.listInvoiceData(db, requireUser(request)) }),
    );

    app.post(
      '/api/users/me/invoice-data',
      {
        config: { access: 'user' },
        schema: {
          tags: ['accounts'],
          summary: 'Add invoice data',
          security: [{ bearer: [] }],
          body: InvoiceDataInputSchema,
          response: { 201: InvoiceDataSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await accounts.createInvoiceData(db, requireUser(request), request.body)),
    );

    app.patch(
      '/api/users/me/invoice-data/:id',
      {
        config: { access: 'owner' },
        schema: {
          tags: ['accounts'],
          summary: 'Change invoice data',
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          body: InvoiceDataInputSchema,
          response: { 200: InvoiceDataSchema, ...errors },
        },
      },
      (request) =>
        accounts.updateInvoiceData(db, requireUser(request), request.params.id, request.body),
    );

    app.delete(
      '/api/users/me/invoice-data/:id',
      {
        config: { access: 'owner' },
        schema: {
          tags: ['accounts'],
          summary: 'Remove invoice data',
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await accounts.deleteInvoiceData(db, requireUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
