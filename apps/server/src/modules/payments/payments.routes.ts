import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  OperatorSettingsInputSchema,
  OperatorSettingsListSchema,
  OperatorSettingsSchema,
  PAYMENT_OPERATORS,
  PaymentOptionsQuerySchema,
  PaymentOptionsSchema,
  PaymentSchema,
  PayoutExportQuerySchema,
  PayoutInputSchema,
  PayoutListSchema,
  PayoutRecordListSchema,
  PayoutRecordQuerySchema,
  PayoutRecordSchema,
  SellerPayoutsSchema,
  StartPaymentInputSchema,
} from '@kramik/contract';
import { callerContextOf } from '../../plugins/context.js';
import { paymentNotificationsTotal } from '../../plugins/metrics.js';
import { created, route } from '../../plugins/route.js';
import {
  NotificationRejected,
  OPERATOR_NAMES,
  OPERATORS,
  type InboundNotification,
} from './operator.js';
import { paypalCancelled, paypalReturned, type NotifyAnswer } from './notifications.js';
import { PAYMENT_OPERATOR_REGISTRY } from './operator-registry.js';
import { listOperatorSettings, saveOperatorSettings } from './operator-settings.js';
import type { PaymentsDeps } from './payments.deps.js';
import * as paymentsService from './payments.service.js';
import { payoutRecords, payoutTable, payoutsCsv, recordPayout, sellerPayouts } from './payouts.js';
import { registerRefunds } from './refunds.js';

/** The buyer's payments, the PayPal return, and the admin's operator settings and payouts. */
export function paymentRoutes(deps: PaymentsDeps): FastifyPluginAsyncZod {
  // A paid order that is cancelled asks payments for its refund.
  registerRefunds();
  return async (app) => {
    const buyer = (request: FastifyRequest) => callerContextOf(deps, request);
    const admin = (request: FastifyRequest) => callerContextOf(deps, request, 'admin');

    app.get(
      '/api/payments/operators',
      route(
        'user',
        'payments',
        'The unpaid orders of the list and the operators that can pay them',
        {
          querystring: PaymentOptionsQuerySchema,
          response: { 200: PaymentOptionsSchema },
        },
      ),
      (request) => paymentsService.paymentOptions(buyer(request), request.query.orders),
    );

    app.post(
      '/api/payments',
      route(
        'user',
        'payments',
        "Starts a payment at an operator: answers the hosted page's address",
        {
          body: StartPaymentInputSchema,
          response: { 201: PaymentSchema, 409: ApiErrorSchema, 502: ApiErrorSchema },
        },
      ),
      (request, reply) =>
        created(
          reply,
          paymentsService.startPayment(buyer(request), request.body, { ip: request.ip }),
        ),
    );

    app.get(
      '/api/payments/:id',
      route('owner', 'payments', 'A payment of the buyer: the waiting page polls it', {
        params: z.object({ id: z.uuid() }),
        response: { 200: PaymentSchema },
      }),
      (request) => paymentsService.getPayment(buyer(request), request.params.id),
    );

    // PayPal sends the payment window back here; the capture happens now, then the result page.
    app.get(
      '/api/payments/paypal/return',
      route(
        'public',
        'payments',
        'PayPal return URL: captures the approved order and shows the result page',
        {
          querystring: z.object({
            token: z.string().max(64),
            PayerID: z.string().max(64).optional(),
          }),
        },
      ),
      async (request, reply) => {
        const id = await paypalReturned(deps, request.query.token);
        return reply.redirect(returnPage('paypal', id, false), 303);
      },
    );

    app.get(
      '/api/payments/paypal/cancel',
      route('public', 'payments', 'PayPal cancel URL: shows the cancelled page', {
        querystring: z.object({ token: z.string().max(64) }),
      }),
      async (request, reply) => {
        const id = await paypalCancelled(deps, request.query.token);
        return reply.redirect(returnPage('paypal', id, true), 303);
      },
    );

    app.get(
      '/api/admin/payment-operators',
      route(
        'admin',
        'admin',
        'Payment operators: enabled, public identifiers, which secrets are stored',
        {
          response: { 200: OperatorSettingsListSchema },
        },
      ),
      async (request) => ({ items: await listOperatorSettings(admin(request)) }),
    );

    app.put(
      '/api/admin/payment-operators/:operator',
      route(
        'admin',
        'admin',
        "Enables or disables an operator and stores the platform's credentials",
        {
          params: z.object({ operator: z.enum(PAYMENT_OPERATORS) }),
          body: OperatorSettingsInputSchema,
          response: { 200: OperatorSettingsSchema },
        },
      ),
      (request) => saveOperatorSettings(admin(request), request.params.operator, request.body),
    );

    app.get(
      '/api/admin/payouts',
      route(
        'admin',
        'admin',
        'Per maker, from the ledger: paid orders, money received, commission, amount due',
        {
          response: { 200: PayoutListSchema },
        },
      ),
      (request) => payoutTable(admin(request).db),
    );

    app.post(
      '/api/admin/payouts',
      route(
        'admin',
        'admin',
        "Records a payout made to a maker (a bank transfer); never more than the maker's balance",
        {
          body: PayoutInputSchema,
          response: { 201: PayoutRecordSchema },
        },
      ),
      (request, reply) => created(reply, recordPayout(admin(request), request.body)),
    );

    app.get(
      '/api/admin/payouts/records',
      route('admin', 'admin', "Payouts made, latest first: one maker's or everyone's", {
        querystring: PayoutRecordQuerySchema,
        response: { 200: PayoutRecordListSchema },
      }),
      (request) => payoutRecords(admin(request).db, request.query.sellerId),
    );

    app.get(
      '/api/admin/payouts.csv',
      route(
        'admin',
        'admin',
        'The payouts of a period per maker as CSV (comma-separated, UTF-8 with a byte order mark)',
        {
          querystring: PayoutExportQuerySchema,
        },
      ),
      async (request, reply) => {
        const csv = await payoutsCsv(admin(request).db, request.query);
        const { from, to } = request.query;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="kramik-payouts-${from}-${to}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    app.get(
      '/api/seller/payouts',
      route('seller', 'seller', "The maker's balance, what was paid out, and the payouts made", {
        response: { 200: SellerPayoutsSchema },
      }),
      (request) => sellerPayouts(callerContextOf(deps, request, 'seller')),
    );
  };
}

function returnPage(operator: string, paymentId: string | null, cancelled: boolean) {
  const query = new URLSearchParams();
  if (paymentId) query.set('payment', paymentId);
  if (cancelled) query.set('cancelled', '1');
  return `/payment/return/${operator}?${query.toString()}`;
}

/**
 * The operators' server-to-server notifications. Bodies stay raw bytes: signatures cover exactly
 * what was sent, so nothing may parse and re-serialise them first. A rejected signature changes
 * nothing and answers 400 (the operator retries, and the log shows it).
 */
export function notifyRoutes(deps: PaymentsDeps): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    const handle =
      (
        operator: string,
        handler: (deps: PaymentsDeps, inbound: InboundNotification) => Promise<NotifyAnswer>,
      ) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        try {
          const answer = await handler(deps, { rawBody, headers: request.headers });
          return reply.code(answer.statusCode).type(answer.contentType).send(answer.body);
        } catch (error) {
          if (!(error instanceof NotificationRejected)) throw error;
          paymentNotificationsTotal.inc({ operator, outcome: 'rejected' });
          request.log.warn(
            { reason: error.message, url: request.url },
            'payment notification rejected',
          );
          return reply.code(400).type('text/plain').send('rejected');
        }
      };
    const schema = (operator: string) => ({
      tags: ['payments'],
      summary: `${operator} notifications (signed; raw body)`,
    });
    for (const operator of OPERATORS) {
      app.post(
        `/api/payments/notify/${operator}`,
        { config: { access: 'signature' }, schema: schema(OPERATOR_NAMES[operator]) },
        handle(operator, (d, inbound) =>
          PAYMENT_OPERATOR_REGISTRY[operator].verifyNotification(d, inbound),
        ),
      );
    }
  };
}
