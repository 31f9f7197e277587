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
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.js';
import { findSandboxPayment, renderHostedPage, type SandboxDeliveryWorker } from './common.js';
import { PAYPAL_SANDBOX } from './credentials.js';
import {
  OPERATOR,
  TOKEN_TTL_S,
  CERT_NAME,
  RefundRequestSchema,
  VerifyRequestSchema,
  ControlWebhookSchema,
  CAPTURE_EVENT_STATUS,
  PaypalApiError,
  invalidRequest,
  unprocessable,
  notFound,
  validateCreate,
  insertOrder,
  insertRow,
  captureUnits,
  setCaptureStatus,
  refundCapture,
  issueToken,
  requireBearer,
  basicCredentials,
  requestIdOf,
  requestIdReused,
  replay,
  findOrder,
  requireOrder,
  saveOrder,
  claimRow,
  updateRow,
  safeEqual,
  newId,
  minor,
  formatMoney,
  withQuery,
  hostedError,
  wantsRepresentation,
} from './paypal.model.js';
import { isGenuine, paypalMessages, rawMember } from './paypal.messages.js';

/** What an idempotency key keeps: the status and both forms of the first answer. */
interface StoredAnswer {
  statusCode: number;
  body: unknown;
  minimal?: unknown;
}

export interface PaypalEmulatorDeps {
  db: Database;
  /** Our server's public origin: webhooks go to its notify endpoint, links point back here. */
  publicUrl: string;
  /** Delivers queued webhooks; the emulator wakes it after queueing one. */
  deliveries: SandboxDeliveryWorker;
}

export function paypalEmulator(deps: PaypalEmulatorDeps): FastifyPluginAsync {
  return async (app) => {
    const { db } = deps;
    const base = `${deps.publicUrl.replace(/\/+$/, '')}${app.prefix}`;
    const notifyUrl = `${deps.publicUrl.replace(/\/+$/, '')}/api/payments/notify/paypal`;
    const certUrl = `${base}/v1/notifications/certs/${CERT_NAME}`;
    const {
      orderBody,
      minimalOrderBody,
      fullCaptureBody,
      refundBody,
      minimalRefundBody,
      sendCaptureWebhook,
      sendWebhook,
      transmit,
    } = paypalMessages({ base, notifyUrl, certUrl });

    /** A stored answer (first call or replay) in the form the request prefers. */
    function shaped(request: FastifyRequest, answer: StoredAnswer) {
      return wantsRepresentation(request) ? answer.body : (answer.minimal ?? answer.body);
    }

    // The token call and the hosted page's buttons send forms.
    app.removeContentTypeParser('application/x-www-form-urlencoded');
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    // `Content-Type: application/json` with no body is no body, as PayPal reads it: its own SDK
    // captures and fully refunds that way. A body that is there must be JSON.
    const parseJson = app.getDefaultJsonParser('error', 'ignore');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      return parseJson(request, text, done);
    });

    // Every answer carries the id PayPal's support would ask for; an error body repeats it.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('paypal-debug-id', randomBytes(7).toString('hex'));
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const debugId = String(reply.getHeader('paypal-debug-id') ?? randomBytes(7).toString('hex'));
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
      return reply
        .status(result.replayed ? 200 : 201)
        .send(
          wantsRepresentation(request) ? orderBody(result.order) : minimalOrderBody(result.order),
        );
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
          const response: StoredAnswer = {
            statusCode: 201,
            body: orderBody(captured),
            minimal: minimalOrderBody(captured),
          };
          if (key) await updateRow(tx, key, { target: orderId, response });
          return response;
        });
        deps.deliveries.kick();
        return reply.status(answer.statusCode).send(shaped(request, answer));
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
          const refund = refundCapture(capture, input.data);
          await insertRow(tx, `refund:${refund.id}`, 'INDEX', { orderId: order.id, captureId });
          order.data.updateTime = refund.createTime;
          await sendWebhook(tx, order, {
            eventType: 'PAYMENT.CAPTURE.REFUNDED',
            resourceType: 'refund',
            summary: `A ${refund.amount.value} ${refund.amount.currency_code} capture payment was refunded`,
            resource: { ...refundBody(refund, capture), custom_id: unit.custom_id },
          });
          await saveOrder(tx, order);
          const response: StoredAnswer = {
            statusCode: 201,
            body: refundBody(refund, capture),
            minimal: minimalRefundBody(refund, capture),
          };
          if (key) await updateRow(tx, key, { target: captureId, response });
          return response;
        });
        deps.deliveries.kick();
        return reply.status(answer.statusCode).send(shaped(request, answer));
      },
    );

    // The captures' and refunds' own `self` links.
    app.get<{ Params: { id: string } }>('/v2/payments/captures/:id', async (request) => {
      requireBearer(request);
      const { id } = request.params;
      const index = await findSandboxPayment(db, OPERATOR, `capture:${id}`);
      if (!index) throw notFound(`Specified resource ID does not exist: ${id}`);
      const order = await requireOrder(db, String(index.data.orderId));
      const unit = order.data.units.find((u) => u.capture?.id === id)!;
      return fullCaptureBody(order, unit);
    });

    app.get<{ Params: { id: string } }>('/v2/payments/refunds/:id', async (request) => {
      requireBearer(request);
      const { id } = request.params;
      const index = await findSandboxPayment(db, OPERATOR, `refund:${id}`);
      if (!index) throw notFound(`Specified resource ID does not exist: ${id}`);
      const order = await requireOrder(db, String(index.data.orderId));
      const capture = order.data.units.find(
        (u) => u.capture?.id === index.data.captureId,
      )!.capture!;
      const refund = capture.refunds.find((r) => r.id === id)!;
      return refundBody(refund, capture);
    });

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
  };
}
