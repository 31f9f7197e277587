/**
 * The PayPal sandbox emulator (emulator mode only, under `/sandbox/paypal`): the same paths and
 * messages as PayPal's REST API (integrations.md section 2), a hosted approval page, and webhooks
 * delivered with the PAYPAL-* headers that only this emulator's `verify-webhook-signature` accepts.
 *
 * Everything it knows is in `sandbox_payments` (operator 'paypal') so a restart loses nothing:
 * - `<ORDER ID>`: an order, status = the order's status, data = {@link OrderData};
 * - `capture:<id>`: which order a capture belongs to;
 * - `request:<create|capture|refund>:<PayPal-Request-Id>`: an idempotency key and its answer;
 * - `transmission:<id>`: a webhook it sent, so the signature check knows it really did.
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database, Executor } from '../../../db/client.js';
import { sandboxPayments } from '../../../db/schema/index.js';
import { fromDecimal, toDecimal, type PaypalCredentials } from '../operator.js';
import {
  findSandboxPayment,
  queueDelivery,
  renderHostedPage,
  type SandboxDeliveryWorker,
} from '../sandbox/common.js';

/** The one app the emulator knows: configure these (with the emulator's base URL) in emulator mode. */
export const PAYPAL_SANDBOX: Omit<PaypalCredentials, 'baseUrl'> = {
  clientId: 'AZkramikSandboxClientId0000000000000000000000000000000000000000000000000000000',
  clientSecret: 'EKkramikSandboxSecret00000000000000000000000000000000000000000000000000000000',
  webhookId: '8KR4M1K5ANDB0XWH',
};

export interface PaypalEmulatorDeps {
  db: Database;
  /** Our server's public origin: webhooks go to its notify endpoint, links point back here. */
  publicUrl: string;
  /** Delivers queued webhooks; the emulator wakes it after queueing one. */
  deliveries: SandboxDeliveryWorker;
}

const OPERATOR = 'paypal';

/**
 * Signs tokens and webhook transmissions. Fixed on purpose: tokens and signatures made before a
 * restart must still check afterwards, and nothing here guards real money.
 */
const EMULATOR_SECRET = 'kramik-paypal-emulator-v1';
const AUTH_ALGO = 'SHA256withRSA';
const TOKEN_TTL_S = 32_400;
const CERT_NAME = 'CERT-360caa42-fca2a594-kramik-sandbox';
const CURRENCIES = new Set(['PLN', 'EUR', 'USD', 'GBP', 'CZK', 'SEK', 'NOK', 'DKK', 'CHF']);
/** PayPal's pattern for amounts with two decimals; the emulator takes "12.30" only. */
const VALUE = /^\d{1,10}\.\d{2}$/;

type OrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
type CaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';

interface Money {
  currency_code: string;
  value: string;
}

interface RefundData {
  id: string;
  status: 'COMPLETED';
  amount: Money;
  createTime: string;
}

interface CaptureData {
  id: string;
  status: CaptureStatus;
  amount: Money;
  refunds: RefundData[];
  createTime: string;
  updateTime: string;
}

type Unit = z.infer<typeof PurchaseUnitSchema> & { capture?: CaptureData };

interface OrderData {
  intent: 'CAPTURE';
  units: Unit[];
  returnUrl: string;
  cancelUrl: string;
  /** `payer-action` for the experience_context flow, `approve` for legacy application_context. */
  approvalRel: 'payer-action' | 'approve';
  createTime: string;
  updateTime: string;
  payerId?: string;
  /** The last webhook sent for this order, resent as it was by the test control. */
  lastWebhook?: { eventId: string; body: string };
}

interface Order {
  id: string;
  status: OrderStatus;
  data: OrderData;
}

const MoneySchema = z.object({ currency_code: z.string(), value: z.string() });

const BREAKDOWN_PARTS = ['item_total', 'shipping', 'handling', 'tax_total', 'insurance'] as const;
const BREAKDOWN_DEDUCTIONS = ['discount', 'shipping_discount'] as const;

const PurchaseUnitSchema = z.object({
  reference_id: z.string().min(1).max(256).optional(),
  custom_id: z.string().max(127).optional(),
  invoice_id: z.string().max(127).optional(),
  description: z.string().max(127).optional(),
  amount: MoneySchema.extend({
    breakdown: z
      .partialRecord(z.enum([...BREAKDOWN_PARTS, ...BREAKDOWN_DEDUCTIONS]), MoneySchema)
      .optional(),
  }),
  items: z
    .array(
      z.object({
        name: z.string().min(1).max(127),
        quantity: z.string().regex(/^[1-9]\d{0,9}$/),
        unit_amount: MoneySchema,
        sku: z.string().max(127).optional(),
        description: z.string().max(127).optional(),
      }),
    )
    .optional(),
});

const ExperienceSchema = z.object({
  return_url: z.url({ protocol: /^https?$/ }),
  cancel_url: z.url({ protocol: /^https?$/ }),
  brand_name: z.string().max(127).optional(),
  locale: z.string().optional(),
  user_action: z.enum(['CONTINUE', 'PAY_NOW']).optional(),
  shipping_preference: z.enum(['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS']).optional(),
  landing_page: z.enum(['LOGIN', 'GUEST_CHECKOUT', 'NO_PREFERENCE']).optional(),
});

const CreateOrderSchema = z.object({
  intent: z.string(),
  purchase_units: z.array(PurchaseUnitSchema).min(1).max(10),
  payment_source: z
    .object({ paypal: z.object({ experience_context: ExperienceSchema }) })
    .optional(),
  application_context: ExperienceSchema.optional(),
});

const RefundRequestSchema = z.object({ amount: MoneySchema.optional() }).optional();

const VerifyRequestSchema = z.object({
  auth_algo: z.string(),
  cert_url: z.string(),
  transmission_id: z.string(),
  transmission_sig: z.string(),
  transmission_time: z.string(),
  webhook_id: z.string(),
  webhook_event: z.record(z.string(), z.unknown()),
});

const CONTROL_EVENTS = [
  'CHECKOUT.ORDER.APPROVED',
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.DECLINED',
  'CHECKOUT.PAYMENT-APPROVAL.REVERSED',
] as const;
const ControlWebhookSchema = z.object({ event_type: z.enum(CONTROL_EVENTS) });

const CAPTURE_EVENT_STATUS: Record<string, CaptureStatus> = {
  'PAYMENT.CAPTURE.COMPLETED': 'COMPLETED',
  'PAYMENT.CAPTURE.PENDING': 'PENDING',
  'PAYMENT.CAPTURE.DENIED': 'DECLINED',
  'PAYMENT.CAPTURE.DECLINED': 'DECLINED',
};

/** An error answered in PayPal's own format. */
class PaypalApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.name ?? body.error));
  }
}

const invalidRequest = (issue: string, field: string, description: string) =>
  new PaypalApiError(400, {
    name: 'INVALID_REQUEST',
    message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    details: [{ field, location: 'body', issue, description }],
  });

const unprocessable = (issue: string, description: string) =>
  new PaypalApiError(422, {
    name: 'UNPROCESSABLE_ENTITY',
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    details: [{ issue, description }],
  });

const notFound = (description: string) =>
  new PaypalApiError(404, {
    name: 'RESOURCE_NOT_FOUND',
    message: 'The specified resource does not exist.',
    details: [{ issue: 'INVALID_RESOURCE_ID', description }],
  });

export function paypalEmulator(deps: PaypalEmulatorDeps): FastifyPluginAsync {
  return async (app) => {
    const { db } = deps;
    const base = `${deps.publicUrl.replace(/\/+$/, '')}${app.prefix}`;
    const notifyUrl = `${deps.publicUrl.replace(/\/+$/, '')}/api/payments/notify/paypal`;
    const certUrl = `${base}/v1/notifications/certs/${CERT_NAME}`;

    // The token call and the hosted page's buttons send forms.
    app.removeContentTypeParser('application/x-www-form-urlencoded');
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const debugId = randomBytes(7).toString('hex');
      if (error instanceof PaypalApiError) {
        const body = 'name' in error.body ? { ...error.body, debug_id: debugId } : error.body;
        return reply.status(error.statusCode).send(body);
      }
      const status = error.statusCode ?? 500;
      if (status < 500) {
        return reply
          .status(status)
          .send({ name: 'INVALID_REQUEST', message: error.message, debug_id: debugId });
      }
      request.log.error({ err: error }, 'paypal emulator failed');
      return reply.status(500).send({
        name: 'INTERNAL_SERVER_ERROR',
        message: 'An internal server error has occurred.',
        debug_id: debugId,
      });
    });

    app.post('/v1/oauth2/token', async (request, reply) => {
      const [clientId, secret] = basicCredentials(request.headers.authorization);
      if (
        !safeEqual(clientId ?? '', PAYPAL_SANDBOX.clientId) ||
        !safeEqual(secret ?? '', PAYPAL_SANDBOX.clientSecret)
      ) {
        return reply
          .status(401)
          .send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const grant = (request.body as Record<string, string> | undefined)?.grant_type;
      if (grant !== 'client_credentials') {
        return reply.status(400).send({
          error: 'unsupported_grant_type',
          error_description: 'Grant Type is NULL or not supported',
        });
      }
      return {
        scope:
          'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
        access_token: issueToken(PAYPAL_SANDBOX.clientId),
        token_type: 'Bearer',
        app_id: 'APP-KRAMIK-SANDBOX',
        expires_in: TOKEN_TTL_S,
        nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
      };
    });

    app.post('/v2/checkout/orders', async (request, reply) => {
      requireBearer(request);
      const input = validateCreate(request.body);
      const requestId = requestIdOf(request);
      const fingerprint = createHash('sha256').update(JSON.stringify(request.body)).digest('hex');
      const result = await db.transaction(async (tx) => {
        if (requestId) {
          const key = `request:create:${requestId}`;
          const id = newId(17);
          if (!(await claimRow(tx, key, { fingerprint, orderId: id }))) {
            const previous = (await findSandboxPayment(tx, OPERATOR, key))!.data;
            if (previous.fingerprint !== fingerprint) throw requestIdReused();
            return { replayed: true, order: await requireOrder(tx, String(previous.orderId)) };
          }
          return { replayed: false, order: await insertOrder(tx, id, input) };
        }
        return { replayed: false, order: await insertOrder(tx, newId(17), input) };
      });
      // PayPal answers a replayed create with 200 and the order as it is now.
      return reply.status(result.replayed ? 200 : 201).send(orderBody(result.order));
    });

    app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request) => {
      requireBearer(request);
      return orderBody(await requireOrder(db, request.params.id));
    });

    app.post<{ Params: { id: string } }>(
      '/v2/checkout/orders/:id/capture',
      async (request, reply) => {
        requireBearer(request);
        const orderId = request.params.id;
        const requestId = requestIdOf(request);
        const answer = await db.transaction(async (tx) => {
          const order = await requireOrder(tx, orderId, { lock: true });
          const key = requestId ? `request:capture:${requestId}` : undefined;
          if (key && !(await claimRow(tx, key, { target: orderId }))) {
            return replay(await findSandboxPayment(tx, OPERATOR, key), orderId);
          }
          if (order.status === 'COMPLETED') {
            throw unprocessable(
              'ORDER_ALREADY_CAPTURED',
              "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.",
            );
          }
          if (order.status !== 'APPROVED') {
            throw unprocessable(
              'ORDER_NOT_APPROVED',
              'Payer has not yet approved the Order for payment.',
            );
          }
          const captured = await captureUnits(tx, order, 'COMPLETED');
          for (const unit of captured.data.units) {
            await sendCaptureWebhook(tx, captured, unit, 'PAYMENT.CAPTURE.COMPLETED');
          }
          await saveOrder(tx, captured);
          const response = { statusCode: 201, body: orderBody(captured) };
          if (key) await updateRow(tx, key, { target: orderId, response });
          return response;
        });
        deps.deliveries.kick();
        return reply.status(answer.statusCode).send(answer.body);
      },
    );

    app.post<{ Params: { id: string } }>(
      '/v2/payments/captures/:id/refund',
      async (request, reply) => {
        requireBearer(request);
        const captureId = request.params.id;
        const input = RefundRequestSchema.safeParse(request.body);
        if (!input.success)
          throw invalidRequest('INVALID_PARAMETER_SYNTAX', '/amount', 'Bad amount.');
        const requestId = requestIdOf(request);
        const answer = await db.transaction(async (tx) => {
          const index = await findSandboxPayment(tx, OPERATOR, `capture:${captureId}`);
          if (!index) throw notFound(`Specified resource ID does not exist: ${captureId}`);
          const order = await requireOrder(tx, String(index.data.orderId), { lock: true });
          const key = requestId ? `request:refund:${requestId}` : undefined;
          if (key && !(await claimRow(tx, key, { target: captureId }))) {
            return replay(await findSandboxPayment(tx, OPERATOR, key), captureId);
          }
          const unit = order.data.units.find((u) => u.capture?.id === captureId)!;
          const capture = unit.capture!;
          const refund = refundCapture(capture, input.data?.amount);
          order.data.updateTime = refund.createTime;
          await sendWebhook(tx, order, {
            eventType: 'PAYMENT.CAPTURE.REFUNDED',
            resourceType: 'refund',
            summary: `A ${refund.amount.value} ${refund.amount.currency_code} capture payment was refunded`,
            resource: { ...refundBody(refund, capture), custom_id: unit.custom_id },
          });
          await saveOrder(tx, order);
          const response = { statusCode: 201, body: refundBody(refund, capture) };
          if (key) await updateRow(tx, key, { target: captureId, response });
          return response;
        });
        deps.deliveries.kick();
        return reply.status(answer.statusCode).send(answer.body);
      },
    );

    // Checked over the raw request: the CRC covers the event's bytes exactly as the client sent them.
    await app.register(async (raw) => {
      raw.removeContentTypeParser('application/json');
      raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      raw.post('/v1/notifications/verify-webhook-signature', async (request) => {
        requireBearer(request);
        const text = typeof request.body === 'string' ? request.body : '';
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          throw invalidRequest(
            'MALFORMED_REQUEST_JSON',
            '/',
            'The request JSON is not well formed.',
          );
        }
        const input = VerifyRequestSchema.safeParse(parsed);
        if (!input.success) {
          throw invalidRequest(
            'MISSING_REQUIRED_PARAMETER',
            `/${input.error.issues[0]?.path.join('/') ?? ''}`,
            'A required field is missing.',
          );
        }
        const eventText = rawMember(text, 'webhook_event') ?? '';
        const verified = await isGenuine(db, input.data, eventText);
        return { verification_status: verified ? 'SUCCESS' : 'FAILURE' };
      });
    });

    // Where PAYPAL-CERT-URL points; the emulator's signatures are checked online only.
    app.get('/v1/notifications/certs/:name', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          'PayPal sandbox emulator: verify webhooks with /v1/notifications/verify-webhook-signature\n',
        ),
    );

    app.get<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
      const order = await findOrder(db, request.query.token ?? '');
      if (!order) return reply.status(404).type('text/html; charset=utf-8').send(hostedError());
      const unit = order.data.units[0]!;
      const total = order.data.units.reduce((sum, u) => sum + minor(u.amount.value), 0);
      const actionBase = `${app.prefix}/checkoutnow/${encodeURIComponent(order.id)}`;
      const payable = order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED';
      const page = renderHostedPage({
        operatorLabel: 'PayPal',
        amountText: formatMoney(total, unit.amount.currency_code),
        description: unit.description ?? 'Kramik order',
        actions: payable
          ? [
              { label: 'Pay', action: `${actionBase}/pay`, kind: 'primary' },
              { label: 'Cancel', action: `${actionBase}/cancel`, kind: 'secondary' },
              { label: 'Fail', action: `${actionBase}/fail`, kind: 'danger' },
            ]
          : [],
        note: payable
          ? `Order ${order.id}. "Fail" returns without approving, as a refused card would.`
          : `Order ${order.id} is ${order.status.toLowerCase()} and cannot be paid again.`,
      });
      return reply.type('text/html; charset=utf-8').send(page);
    });

    app.post<{ Params: { id: string } }>('/checkoutnow/:id/pay', async (request, reply) => {
      const order = await db.transaction(async (tx) => {
        const found = await requireOrder(tx, request.params.id, { lock: true });
        // A second click on Pay lands on the return page again without a second approval.
        if (found.status !== 'CREATED' && found.status !== 'PAYER_ACTION_REQUIRED') return found;
        found.status = 'APPROVED';
        found.data.payerId = newId(13);
        found.data.updateTime = new Date().toISOString();
        await sendWebhook(tx, found, {
          eventType: 'CHECKOUT.ORDER.APPROVED',
          resourceType: 'checkout-order',
          summary: 'An order has been approved by buyer',
          resource: orderBody(found),
        });
        await saveOrder(tx, found);
        return found;
      });
      deps.deliveries.kick();
      if (order.status === 'VOIDED')
        return reply.redirect(withQuery(order.data.cancelUrl, { token: order.id }), 303);
      return reply.redirect(
        withQuery(order.data.returnUrl, { token: order.id, PayerID: order.data.payerId ?? '' }),
        303,
      );
    });

    // Cancel and Fail both send the buyer back unapproved; PayPal itself tells them apart no further.
    for (const action of ['cancel', 'fail'] as const) {
      app.post<{ Params: { id: string } }>(`/checkoutnow/:id/${action}`, async (request, reply) => {
        const order = await requireOrder(db, request.params.id);
        return reply.redirect(withQuery(order.data.cancelUrl, { token: order.id }), 303);
      });
    }

    app.post<{ Params: { id: string } }>('/control/:id/resend', async (request, reply) => {
      await db.transaction(async (tx) => {
        const order = await requireOrder(tx, request.params.id, { lock: true });
        const last = order.data.lastWebhook;
        if (!last) throw unprocessable('NO_WEBHOOK', 'No webhook was sent for this order yet.');
        await transmit(tx, last.body);
      });
      deps.deliveries.kick();
      return reply.status(202).send({ queued: true });
    });

    app.post<{ Params: { id: string } }>('/control/:id/webhook', async (request, reply) => {
      const input = ControlWebhookSchema.safeParse(request.body);
      if (!input.success) {
        throw invalidRequest('INVALID_PARAMETER_VALUE', '/event_type', 'Unsupported event type.');
      }
      const eventType = input.data.event_type;
      const eventIds = await db.transaction(async (tx) => {
        let order = await requireOrder(tx, request.params.id, { lock: true });
        const captureStatus = CAPTURE_EVENT_STATUS[eventType];
        const sent: string[] = [];
        if (captureStatus) {
          order = await setCaptureStatus(tx, order, captureStatus);
          for (const unit of order.data.units) {
            sent.push(await sendCaptureWebhook(tx, order, unit, eventType));
          }
        } else if (eventType === 'CHECKOUT.PAYMENT-APPROVAL.REVERSED') {
          if (order.status === 'COMPLETED') {
            throw unprocessable('ORDER_ALREADY_CAPTURED', 'A captured order cannot be reversed.');
          }
          order.status = 'VOIDED';
          sent.push(
            await sendWebhook(tx, order, {
              eventType,
              resourceType: 'checkout-order',
              summary: 'A payment has been reversed after approval.',
              resource: {
                order_id: order.id,
                purchase_units: order.data.units.map((u) => ({
                  reference_id: u.reference_id ?? 'default',
                  custom_id: u.custom_id,
                })),
              },
            }),
          );
        } else {
          sent.push(
            await sendWebhook(tx, order, {
              eventType,
              resourceType: 'checkout-order',
              summary: 'An order has been approved by buyer',
              resource: orderBody(order),
            }),
          );
        }
        order.data.updateTime = new Date().toISOString();
        await saveOrder(tx, order);
        return sent;
      });
      deps.deliveries.kick();
      return reply.status(202).send({ queued: true, event_ids: eventIds });
    });

    function orderBody(order: Order) {
      const { data } = order;
      const payer = data.payerId
        ? {
            email_address: `buyer-${data.payerId.toLowerCase()}@sandbox.example`,
            payer_id: data.payerId,
            name: { given_name: 'Sandbox', surname: 'Buyer' },
            address: { country_code: 'PL' },
          }
        : undefined;
      const orderUrl = `${base}/v2/checkout/orders/${order.id}`;
      const links = [{ href: orderUrl, rel: 'self', method: 'GET' }];
      if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
        links.push({
          href: `${base}/checkoutnow?token=${order.id}`,
          rel: data.approvalRel,
          method: 'GET',
        });
      }
      if (order.status === 'APPROVED') {
        links.push({ href: `${orderUrl}/capture`, rel: 'capture', method: 'POST' });
      }
      return {
        id: order.id,
        intent: data.intent,
        status: order.status,
        ...(payer
          ? {
              payment_source: {
                paypal: {
                  email_address: payer.email_address,
                  account_id: payer.payer_id,
                  account_status: 'VERIFIED',
                  name: payer.name,
                  address: payer.address,
                },
              },
              payer,
            }
          : {}),
        purchase_units: data.units.map(({ capture, ...unit }) => ({
          ...unit,
          reference_id: unit.reference_id ?? 'default',
          payee: { email_address: 'sb-kramik@business.example.com', merchant_id: 'KRAMIKSANDBOX' },
          ...(capture
            ? {
                payments: {
                  captures: [
                    {
                      ...captureBody(capture, unit),
                      final_capture: true,
                      seller_protection: { status: 'ELIGIBLE' },
                    },
                  ],
                  ...(capture.refunds.length > 0
                    ? { refunds: capture.refunds.map((r) => refundBody(r, capture)) }
                    : {}),
                },
              }
            : {}),
        })),
        create_time: data.createTime,
        update_time: data.updateTime,
        links,
      };
    }

    function captureBody(capture: CaptureData, unit: Unit) {
      const captureUrl = `${base}/v2/payments/captures/${capture.id}`;
      return {
        id: capture.id,
        status: capture.status,
        amount: capture.amount,
        ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
        ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
        create_time: capture.createTime,
        update_time: capture.updateTime,
        links: [
          { href: captureUrl, rel: 'self', method: 'GET' },
          { href: `${captureUrl}/refund`, rel: 'refund', method: 'POST' },
        ],
      };
    }

    function refundBody(refund: RefundData, capture: CaptureData) {
      return {
        id: refund.id,
        status: refund.status,
        amount: refund.amount,
        create_time: refund.createTime,
        update_time: refund.createTime,
        links: [
          { href: `${base}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
          { href: `${base}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
        ],
      };
    }

    async function sendCaptureWebhook(tx: Executor, order: Order, unit: Unit, eventType: string) {
      const capture = unit.capture!;
      return sendWebhook(tx, order, {
        eventType,
        resourceType: 'capture',
        summary: `Payment ${capture.status.toLowerCase()} for ${capture.amount.value} ${capture.amount.currency_code}`,
        resource: {
          ...captureBody(capture, unit),
          final_capture: true,
          supplementary_data: { related_ids: { order_id: order.id } },
        },
      });
    }

    /** Builds the event, remembers it on the order (for resend) and transmits it. */
    async function sendWebhook(
      tx: Executor,
      order: Order,
      event: { eventType: string; resourceType: string; summary: string; resource: unknown },
    ) {
      const eventId = `WH-${newId(17)}-${newId(17)}`;
      const body = JSON.stringify({
        id: eventId,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: event.resourceType,
        resource_version: '2.0',
        event_type: event.eventType,
        summary: event.summary,
        resource: event.resource,
        links: [
          {
            href: `${base}/v1/notifications/webhooks-events/${eventId}`,
            rel: 'self',
            method: 'GET',
          },
        ],
      });
      order.data.lastWebhook = { eventId, body };
      await transmit(tx, body);
      return eventId;
    }

    /** One delivery of an event body, with its own transmission id and signature. */
    async function transmit(tx: Executor, body: string) {
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      const signature = sign(transmissionId, time, PAYPAL_SANDBOX.webhookId, crc32(body));
      await insertRow(tx, `transmission:${transmissionId}`, 'SENT', { time, certUrl });
      await queueDelivery(tx, {
        operator: OPERATOR,
        url: notifyUrl,
        headers: {
          'content-type': 'application/json',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': signature,
          'paypal-cert-url': certUrl,
          'paypal-auth-algo': AUTH_ALGO,
        },
        body,
      });
    }
  };
}

function validateCreate(body: unknown) {
  const parsed = CreateOrderSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const missing = issue?.code === 'invalid_type' && issue.input === undefined;
    throw invalidRequest(
      missing ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_SYNTAX',
      `/${issue?.path.join('/') ?? ''}`,
      issue?.message ?? 'Invalid request.',
    );
  }
  const input = parsed.data;
  if (input.intent !== 'CAPTURE') {
    throw invalidRequest(
      'INVALID_PARAMETER_VALUE',
      '/intent',
      'The emulator supports intent CAPTURE only (AUTHORIZE is not used by Kramik).',
    );
  }
  const experience = input.payment_source?.paypal.experience_context ?? input.application_context;
  if (!experience) {
    throw invalidRequest(
      'MISSING_REQUIRED_PARAMETER',
      '/payment_source/paypal/experience_context',
      'The emulator needs return_url and cancel_url to send the buyer back.',
    );
  }
  const references = new Set<string>();
  input.purchase_units.forEach((unit, index) => {
    const where = `/purchase_units/${index}`;
    if (input.purchase_units.length > 1) {
      if (!unit.reference_id) {
        throw unprocessable('REFERENCE_ID_REQUIRED', 'reference_id is required for several units.');
      }
      if (references.has(unit.reference_id)) {
        throw unprocessable('DUPLICATE_REFERENCE_ID', 'reference_id must be unique.');
      }
      references.add(unit.reference_id);
    }
    const currency = unit.amount.currency_code;
    if (!CURRENCIES.has(currency)) {
      throw unprocessable('CURRENCY_NOT_SUPPORTED', `Currency ${currency} is not supported.`);
    }
    const money = (value: Money, field: string) => {
      if (!VALUE.test(value.value)) {
        throw invalidRequest(
          'INVALID_PARAMETER_SYNTAX',
          `${where}/${field}/value`,
          `Amount "${value.value}" must have two decimal places, e.g. "12.30".`,
        );
      }
      if (value.currency_code !== currency) {
        throw unprocessable('CURRENCY_MISMATCH', `${field} must be in ${currency}.`);
      }
      return minor(value.value);
    };
    const total = money(unit.amount, 'amount');
    if (total <= 0)
      throw unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'The amount must be positive.');
    const breakdown = unit.amount.breakdown;
    const items = unit.items ?? [];
    const itemSum = items.reduce(
      (sum, item, i) =>
        sum + money(item.unit_amount, `items/${i}/unit_amount`) * Number(item.quantity),
      0,
    );
    if (items.length > 0 && !breakdown?.item_total) {
      throw unprocessable('ITEM_TOTAL_REQUIRED', 'Items need amount.breakdown.item_total.');
    }
    if (breakdown) {
      const part = (name: keyof typeof breakdown) => {
        const value = breakdown[name];
        return value ? money(value, `amount/breakdown/${name}`) : 0;
      };
      if (items.length > 0 && part('item_total') !== itemSum) {
        throw unprocessable('ITEM_TOTAL_MISMATCH', 'item_total must equal the sum of the items.');
      }
      const expected =
        BREAKDOWN_PARTS.reduce((sum, name) => sum + part(name), 0) -
        BREAKDOWN_DEDUCTIONS.reduce((sum, name) => sum + part(name), 0);
      if (expected !== total) {
        throw unprocessable('AMOUNT_MISMATCH', 'The amount must equal the breakdown.');
      }
    }
  });
  return {
    units: input.purchase_units,
    returnUrl: experience.return_url,
    cancelUrl: experience.cancel_url,
    approvalRel: input.payment_source ? ('payer-action' as const) : ('approve' as const),
  };
}

async function insertOrder(tx: Executor, id: string, input: ReturnType<typeof validateCreate>) {
  const now = new Date().toISOString();
  const order: Order = {
    id,
    // PayPal answers PAYER_ACTION_REQUIRED when the request names the payment source.
    status: input.approvalRel === 'payer-action' ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
    data: { intent: 'CAPTURE', ...input, createTime: now, updateTime: now },
  };
  await insertRow(tx, id, order.status, order.data);
  return order;
}

/** Captures every unit of an approved order with the given status (COMPLETED unless a test asks). */
async function captureUnits(tx: Executor, order: Order, status: CaptureStatus) {
  const now = new Date().toISOString();
  for (const unit of order.data.units) {
    const id = newId(17);
    unit.capture = {
      id,
      status,
      amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
      refunds: [],
      createTime: now,
      updateTime: now,
    };
    await insertRow(tx, `capture:${id}`, 'INDEX', { orderId: order.id });
  }
  order.status = 'COMPLETED';
  order.data.updateTime = now;
  return order;
}

/** The test control's capture events: capture an approved order, or move its capture. */
async function setCaptureStatus(tx: Executor, order: Order, status: CaptureStatus) {
  if (order.status === 'APPROVED') return captureUnits(tx, order, status);
  if (order.status !== 'COMPLETED') {
    throw unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
  }
  for (const unit of order.data.units) {
    const capture = unit.capture!;
    if (capture.refunds.length > 0) {
      throw unprocessable('CAPTURE_REFUNDED', 'A refunded capture cannot change its status.');
    }
    capture.status = status;
    capture.updateTime = new Date().toISOString();
  }
  return order;
}

/** Never more than is left of the capture; no amount means all of it. */
function refundCapture(capture: CaptureData, amount: Money | undefined): RefundData {
  if (capture.status === 'REFUNDED') {
    throw unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
  }
  if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
    throw unprocessable('REFUND_NOT_ALLOWED', `A ${capture.status} capture cannot be refunded.`);
  }
  const captured = minor(capture.amount.value);
  const left = captured - capture.refunds.reduce((sum, r) => sum + minor(r.amount.value), 0);
  const money = amount ?? { currency_code: capture.amount.currency_code, value: toDecimal(left) };
  if (!VALUE.test(money.value)) {
    throw invalidRequest('INVALID_PARAMETER_SYNTAX', '/amount/value', 'Bad amount value.');
  }
  if (money.currency_code !== capture.amount.currency_code) {
    throw unprocessable('REFUND_CURRENCY_MISMATCH', 'Refund must be in the capture currency.');
  }
  const value = minor(money.value);
  if (value <= 0) throw unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'The amount must be positive.');
  if (value > left) {
    throw unprocessable(
      'REFUND_AMOUNT_EXCEEDED',
      'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
    );
  }
  const refund: RefundData = {
    id: newId(17),
    status: 'COMPLETED',
    amount: money,
    createTime: new Date().toISOString(),
  };
  capture.refunds.push(refund);
  capture.status = value === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  capture.updateTime = refund.createTime;
  return refund;
}

/** SUCCESS only for a transmission this emulator made, over exactly the bytes it sent. */
async function isGenuine(
  db: Database,
  input: z.infer<typeof VerifyRequestSchema>,
  eventText: string,
) {
  const record = await findSandboxPayment(db, OPERATOR, `transmission:${input.transmission_id}`);
  if (!record) return false;
  const expected = sign(
    input.transmission_id,
    input.transmission_time,
    input.webhook_id,
    crc32(eventText),
  );
  return (
    input.auth_algo === AUTH_ALGO &&
    input.webhook_id === PAYPAL_SANDBOX.webhookId &&
    input.transmission_time === record.data.time &&
    input.cert_url === record.data.certUrl &&
    safeEqual(input.transmission_sig, expected)
  );
}

/** PayPal signs `transmissionId|time|webhookId|crc32(body)`; the emulator uses an HMAC, not RSA. */
function sign(transmissionId: string, time: string, webhookId: string, crc: number) {
  return createHmac('sha256', EMULATOR_SECRET)
    .update(`${transmissionId}|${time}|${webhookId}|${crc}`)
    .digest('base64');
}

/** Stateless tokens (client and expiry, signed) so that they survive a restart of the server. */
function issueToken(clientId: string) {
  const payload = Buffer.from(
    JSON.stringify({ c: clientId, e: Math.floor(Date.now() / 1000) + TOKEN_TTL_S }),
  ).toString('base64url');
  return `A21AA${payload}.${createHmac('sha256', EMULATOR_SECRET).update(payload).digest('base64url')}`;
}

function requireBearer(request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer A21AA([\w-]+)\.([\w-]+)$/.exec(header);
  const valid =
    match &&
    safeEqual(
      match[2]!,
      createHmac('sha256', EMULATOR_SECRET).update(match[1]!).digest('base64url'),
    ) &&
    (() => {
      const claims = JSON.parse(Buffer.from(match[1]!, 'base64url').toString()) as {
        c: string;
        e: number;
      };
      return claims.c === PAYPAL_SANDBOX.clientId && claims.e > Date.now() / 1000;
    })();
  if (!valid) {
    throw new PaypalApiError(401, {
      error: 'invalid_token',
      error_description: 'Token signature verification failed',
    });
  }
}

function basicCredentials(header: string | undefined) {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) return [];
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? [] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

function requestIdOf(request: FastifyRequest) {
  const value = request.headers['paypal-request-id'];
  const id = Array.isArray(value) ? value[0] : value;
  if (id && id.length > 108) {
    throw invalidRequest(
      'INVALID_PARAMETER_SYNTAX',
      'PayPal-Request-Id',
      'At most 108 characters.',
    );
  }
  return id || undefined;
}

const requestIdReused = () =>
  unprocessable(
    'PAYPAL_REQUEST_ID_PREVIOUSLY_USED',
    'The PayPal-Request-Id has already been used for another request.',
  );

/** The answer stored with an idempotency key, unless the key was used for something else. */
function replay(row: { data: Record<string, unknown> } | undefined, target: string) {
  const data = row?.data as { target?: string; response?: { statusCode: number; body: unknown } };
  if (data.target !== target || !data.response) throw requestIdReused();
  return data.response;
}

// Rows in sandbox_payments; orders are locked while they change so two calls cannot both apply.

async function findOrder(db: Executor, id: string, options: { lock?: boolean } = {}) {
  if (!/^[0-9A-Z]{17}$/.test(id)) return undefined;
  const query = db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.operator, OPERATOR), eq(sandboxPayments.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  // Written only by this file, in this shape.
  return (
    row && { id: row.id, status: row.status as OrderStatus, data: row.data as unknown as OrderData }
  );
}

async function requireOrder(db: Executor, id: string, options: { lock?: boolean } = {}) {
  const order = await findOrder(db, id, options);
  if (!order) throw notFound(`Specified resource ID does not exist: ${id}`);
  return order;
}

async function saveOrder(tx: Executor, order: Order) {
  await updateRow(tx, order.id, order.data, order.status);
}

async function insertRow(tx: Executor, id: string, status: string, data: object) {
  await tx.insert(sandboxPayments).values({ operator: OPERATOR, id, status, data: { ...data } });
}

/** Inserts a row unless one exists; a concurrent claim waits for the first one to commit. */
async function claimRow(tx: Executor, id: string, data: Record<string, unknown>) {
  const rows = await tx
    .insert(sandboxPayments)
    .values({ operator: OPERATOR, id, status: 'DONE', data })
    .onConflictDoNothing()
    .returning({ id: sandboxPayments.id });
  return rows.length > 0;
}

async function updateRow(tx: Executor, id: string, data: object, status?: string) {
  await tx
    .update(sandboxPayments)
    .set({ data: { ...data }, ...(status ? { status } : {}), updatedAt: new Date() })
    .where(and(eq(sandboxPayments.operator, OPERATOR), eq(sandboxPayments.id, id)));
}

/**
 * The exact text of a top-level member's value in a JSON object text (already known to be valid
 * JSON), so that a signature can cover the bytes as sent rather than a re-serialisation.
 */
export function rawMember(json: string, name: string): string | undefined {
  let i = json.indexOf('{') + 1;
  if (i === 0) return undefined;
  const skipSpace = () => {
    while (/\s/.test(json[i] ?? '')) i++;
  };
  for (;;) {
    skipSpace();
    if (json[i] !== '"') return undefined;
    const keyEnd = valueEnd(json, i);
    const key = JSON.parse(json.slice(i, keyEnd)) as string;
    i = keyEnd;
    skipSpace();
    i++; // the colon
    skipSpace();
    const end = valueEnd(json, i);
    if (key === name) return json.slice(i, end);
    i = end;
    skipSpace();
    if (json[i] !== ',') return undefined;
    i++;
  }
}

/** Where the JSON value starting at `start` ends (exclusive). */
function valueEnd(json: string, start: number) {
  let depth = 0;
  let inString = false;
  for (let i = start; i < json.length; i++) {
    const c = json[i]!;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') {
        inString = false;
        if (depth === 0) return i + 1;
      }
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      if (depth === 0) return i;
      depth--;
      if (depth === 0) return i + 1;
    } else if (depth === 0 && (c === ',' || /\s/.test(c))) return i;
  }
  return json.length;
}

function safeEqual(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** PayPal-like ids: upper-case letters and digits (orders and captures have 17). */
function newId(length: number) {
  return Array.from(randomBytes(length), (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

/** Values are checked against {@link VALUE} before they are stored, so they always parse. */
const minor = fromDecimal;

function formatMoney(amount: number, currency: string) {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 100);
}

function withQuery(url: string, params: Record<string, string>) {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

function hostedError() {
  return renderHostedPage({
    operatorLabel: 'PayPal',
    amountText: '',
    description: 'This payment does not exist or has expired.',
    actions: [],
  });
}
