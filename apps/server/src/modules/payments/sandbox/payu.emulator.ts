/**
 * The PayU sandbox emulator (emulator mode only, registered under `/sandbox/payu`): the same paths
 * and messages as secure.snd.payu.com (integrations.md §1), so `PayuAdapter` runs against it
 * unchanged. It holds one POS (PAYU_SANDBOX); orders live in `sandbox_payments`, notifications go
 * out through the shared delivery worker with PayU-like retries.
 *
 * Order states: NEW (created) → PENDING (the buyer opened the page) → COMPLETED | CANCELED. Each
 * move queues a notification signed with the second key over the exact bytes sent.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database, Executor } from '../../../db/client.js';
import { sandboxPayments } from '../../../db/schema/index.js';
import {
  moveSandboxPayment,
  queueDelivery,
  saveSandboxPayment,
  type SandboxDeliveryWorker,
} from './common.js';
import { PAYU_SANDBOX } from './credentials.js';
import { payuSignature, type PayuOrderStatus } from '../payu/payu.adapter.js';
import {
  CreateOrderSchema,
  REQUIRED_FIELDS,
  type StoredRefund,
  StoredOrderSchema,
  type StoredOrder,
  NEXT,
  ACTIONS,
  NotifyControlSchema,
  StatusUpdateSchema,
  newOrderId,
  numericId,
  extOrderKey,
  payuError,
  SUCCESS,
  orderView,
  notificationBody,
  refundView,
  amountText,
  TOKEN_SECONDS,
  TokenIssuer,
  finalizeRefunds,
  page,
  notFound,
  isRecord,
  paramOf,
  sameText,
} from './payu.wire.js';

export interface PayuEmulatorDeps {
  db: Database;
  /** Our server's public URL: the hosted page's address starts with it. */
  publicUrl: string;
  deliveries: SandboxDeliveryWorker;
}

const FORM = 'application/x-www-form-urlencoded';

// ---- The plugin ------------------------------------------------------------------------------

export function payuEmulator(deps: PayuEmulatorDeps): FastifyPluginAsync {
  const { db, deliveries } = deps;
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');
  const tokens = new TokenIssuer();

  /** Reads an order under a row lock, so concurrent clicks and refunds see each other. */
  async function lockOrder(tx: Executor, orderId: string) {
    if (orderId.includes(':')) return undefined;
    const [row] = await tx
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.operator, 'payu'), eq(sandboxPayments.id, orderId)))
      .for('update');
    const parsed = row ? StoredOrderSchema.safeParse(row.data) : undefined;
    if (!row || !parsed?.success) return undefined;
    return { status: row.status as PayuOrderStatus, order: parsed.data };
  }

  async function readOrder(orderId: string) {
    return db.transaction((tx) => lockOrder(tx, orderId));
  }

  async function queueNotification(
    tx: Executor,
    order: StoredOrder,
    status: PayuOrderStatus,
    secondKey = PAYU_SANDBOX.secondKey,
  ) {
    // Without a notifyUrl PayU would use the POS's configured one; our POS has none.
    if (!order.notifyUrl) return false;
    const body = notificationBody(order, status);
    const signature = payuSignature(body, secondKey, 'MD5');
    await queueDelivery(tx, {
      operator: 'payu',
      url: order.notifyUrl,
      headers: {
        'Content-Type': 'application/json;charset=UTF-8',
        'OpenPayu-Signature': `sender=checkout;signature=${signature};algorithm=MD5;content=DOCUMENT`,
      },
      body,
    });
    return true;
  }

  /**
   * Moves an order through `steps` as far as they are allowed, queueing one notification per move,
   * all in one transaction: a second click (or a restart halfway) never pays or notifies twice.
   */
  async function advance(orderId: string, steps: readonly PayuOrderStatus[]) {
    const result = await db.transaction(async (tx) => {
      const found = await lockOrder(tx, orderId);
      if (!found) return undefined;
      let { status, order } = found;
      let moved = false;
      for (const to of steps) {
        if (!NEXT[status].includes(to)) continue;
        const next: StoredOrder = {
          ...order,
          lastNotified: order.notifyUrl ? to : order.lastNotified,
          localReceiptDateTime:
            to === 'COMPLETED' ? new Date().toISOString() : order.localReceiptDateTime,
        };
        if (!(await moveSandboxPayment(tx, 'payu', orderId, status, to, next))) break;
        await queueNotification(tx, next, to);
        status = to;
        order = next;
        moved = true;
      }
      return { status, order, moved };
    });
    if (result?.moved) deliveries.kick();
    return result;
  }

  return async (app) => {
    // The token endpoint and the hosted page's buttons post forms; our app may parse this type
    // differently elsewhere, and inside this plugin PayU's meaning wins.
    if (app.hasContentTypeParser(FORM)) app.removeContentTypeParser(FORM);
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.post('/pl/standard/user/oauth/authorize', async (request, reply) => {
      const form = isRecord(request.body) ? request.body : {};
      if (form.grant_type !== 'client_credentials')
        return reply.code(400).send({
          error: 'unsupported_grant_type',
          error_description: 'Unsupported grant type',
        });
      const clientId = typeof form.client_id === 'string' ? form.client_id : '';
      const secret = typeof form.client_secret === 'string' ? form.client_secret : '';
      if (clientId !== PAYU_SANDBOX.clientId || !sameText(secret, PAYU_SANDBOX.clientSecret))
        return reply
          .code(401)
          .send({ error: 'invalid_client', error_description: 'Bad client credentials' });
      return {
        access_token: tokens.issue(clientId, PAYU_SANDBOX.clientSecret),
        token_type: 'bearer',
        expires_in: TOKEN_SECONDS,
        grant_type: 'client_credentials',
      };
    });

    await app.register(async (api) => {
      api.addHook('onRequest', async (request, reply) => {
        const header = request.headers.authorization ?? '';
        const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
        if (!token || !tokens.verify(token))
          return reply
            .code(401)
            .send({ error: 'invalid_token', error_description: 'Invalid access token' });
      });
      // Malformed bodies get PayU's error shape, not our API's.
      api.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
        if (error.statusCode && error.statusCode < 500)
          return payuError(reply, 400, 'ERROR_SYNTAX', `Syntax error: ${error.message}`);
        request.log.error({ err: error }, 'PayU emulator failed');
        return payuError(reply, 500, 'ERROR_INTERNAL', 'Internal error');
      });
      registerOrderApi(api);
    });

    function registerOrderApi(api: FastifyInstance) {
      api.post('/api/v2_1/orders', async (request, reply) => {
        const body = isRecord(request.body) ? request.body : undefined;
        if (!body) return payuError(reply, 400, 'ERROR_SYNTAX', 'The body must be a JSON object');
        const missing = REQUIRED_FIELDS.find((f) => body[f] === undefined || body[f] === '');
        if (missing)
          return payuError(reply, 400, 'ERROR_VALUE_MISSING', `Missing required field: ${missing}`);
        const parsed = CreateOrderSchema.safeParse(body);
        if (!parsed.success) {
          const field = parsed.error.issues[0]?.path.join('.') ?? 'body';
          return payuError(reply, 400, 'ERROR_VALUE_INVALID', `Invalid field value: ${field}`);
        }
        const input = parsed.data;
        if (input.merchantPosId !== PAYU_SANDBOX.posId)
          return payuError(reply, 400, 'ERROR_VALUE_INVALID', 'Invalid field value: merchantPosId');

        const now = new Date();
        const order: StoredOrder = {
          ...input,
          kind: 'order',
          orderId: newOrderId(now),
          orderCreateDate: now.toISOString(),
          validityTime: String(input.validityTime ?? 86_400),
          paymentId: numericId(),
          localReceiptDateTime: null,
          lastNotified: null,
          refunds: [],
        };
        const created = await db.transaction(async (tx) => {
          if (input.extOrderId) {
            // The index row's primary key makes "unique per POS" hold under concurrent creates.
            const [claimed] = await tx
              .insert(sandboxPayments)
              .values({
                operator: 'payu',
                id: extOrderKey(input.merchantPosId, input.extOrderId),
                status: 'INDEX',
                data: { kind: 'extOrderId', orderId: order.orderId },
              })
              .onConflictDoNothing()
              .returning({ id: sandboxPayments.id });
            if (!claimed) return false;
          }
          await saveSandboxPayment(tx, 'payu', order.orderId, 'NEW', order);
          return true;
        });
        if (!created)
          return payuError(
            reply,
            400,
            'ERROR_ORDER_NOT_UNIQUE',
            'Order with the same extOrderId already exists',
          );
        const redirectUri = `${publicUrl}${app.prefix}/pay/${order.orderId}`;
        // PayU answers 302 with a JSON body; the Location is for browsers that follow it.
        return reply
          .code(302)
          .header('location', redirectUri)
          .type('application/json')
          .send({
            status: { statusCode: 'SUCCESS' },
            redirectUri,
            orderId: order.orderId,
            ...(order.extOrderId ? { extOrderId: order.extOrderId } : {}),
          });
      });

      api.get('/api/v2_1/orders/:orderId', async (request, reply) => {
        const found = await readOrder(paramOf(request, 'orderId'));
        if (!found) return notFound(reply);
        return {
          orders: [orderView(found.order, found.status)],
          status: SUCCESS,
          properties: [{ name: 'PAYMENT_ID', value: found.order.paymentId }],
        };
      });

      api.delete('/api/v2_1/orders/:orderId', async (request, reply) => {
        const orderId = paramOf(request, 'orderId');
        const result = await advance(orderId, ['CANCELED']);
        if (!result) return notFound(reply);
        // Cancelling a paid order is a refund's job (unconfirmed wording of PayU's refusal).
        if (result.status !== 'CANCELED')
          return payuError(reply, 400, 'BUSINESS_ERROR', `Order is ${result.status}`);
        return {
          orderId,
          ...(result.order.extOrderId ? { extOrderId: result.order.extOrderId } : {}),
          status: SUCCESS,
        };
      });

      // Only for a POS without auto-receive: the merchant captures what the buyer paid.
      api.put('/api/v2_1/orders/:orderId/status', async (request, reply) => {
        const orderId = paramOf(request, 'orderId');
        const input = StatusUpdateSchema.safeParse(request.body);
        if (!input.success || input.data.orderId !== orderId)
          return payuError(reply, 400, 'ERROR_VALUE_INVALID', 'Invalid field value: orderStatus');
        const before = await readOrder(orderId);
        if (!before) return notFound(reply);
        if (before.status !== 'WAITING_FOR_CONFIRMATION')
          return payuError(reply, 400, 'BUSINESS_ERROR', `Order is ${before.status}`);
        const result = await advance(orderId, ['COMPLETED']);
        if (result?.status !== 'COMPLETED')
          return payuError(reply, 400, 'BUSINESS_ERROR', `Order is ${result?.status ?? 'gone'}`);
        return { status: { statusCode: 'SUCCESS', statusDesc: 'Status was updated' } };
      });

      api.post('/api/v2_1/orders/:orderId/refunds', async (request, reply) => {
        const orderId = paramOf(request, 'orderId');
        const body = isRecord(request.body) ? request.body : {};
        const refund = isRecord(body.refund) ? body.refund : undefined;
        if (!refund) return payuError(reply, 400, 'ERROR_VALUE_MISSING', 'Missing field: refund');
        const { description, amount, extRefundId, currencyCode } = refund;
        if (typeof description !== 'string' || !description)
          return payuError(reply, 400, 'ERROR_VALUE_MISSING', 'Missing field: refund.description');
        if (amount !== undefined && (typeof amount !== 'string' || !/^[1-9]\d{0,11}$/.test(amount)))
          return payuError(reply, 400, 'ERROR_VALUE_INVALID', 'Invalid field value: refund.amount');
        if (extRefundId !== undefined && (typeof extRefundId !== 'string' || !extRefundId))
          return payuError(reply, 400, 'ERROR_VALUE_INVALID', 'Invalid field: refund.extRefundId');

        const outcome = await db.transaction(async (tx) => {
          const found = await lockOrder(tx, orderId);
          if (!found) return { error: 'not-found' as const };
          const { order, status } = found;
          if (currencyCode !== undefined && currencyCode !== order.currencyCode)
            return { error: 'currency' as const };
          const now = new Date().toISOString();
          let refunds = finalizeRefunds(order.refunds, now);
          const same = extRefundId ? refunds.find((r) => r.extRefundId === extRefundId) : undefined;
          let answer: StoredRefund;
          if (same) {
            const identical =
              same.requestedAmount === (amount ?? null) && same.description === description;
            if (!identical) return { error: 'ext-refund-reused' as const };
            answer = same;
          } else {
            if (status !== 'COMPLETED') return { error: 'not-completed' as const, status };
            const refunded = refunds
              .filter((r) => r.status !== 'CANCELED')
              .reduce((sum, r) => sum + Number(r.amount), 0);
            const left = Number(order.totalAmount) - refunded;
            const wanted = amount === undefined ? left : Number(amount);
            if (wanted <= 0 || wanted > left) return { error: 'too-much' as const, left };
            answer = {
              refundId: numericId(),
              extRefundId: extRefundId ?? null,
              amount: String(wanted),
              requestedAmount: amount ?? null,
              currencyCode: order.currencyCode,
              description,
              creationDateTime: now,
              status: 'PENDING',
              statusDateTime: now,
            };
            refunds = [...refunds, answer];
          }
          await saveSandboxPayment(tx, 'payu', orderId, status, { ...order, refunds });
          return { refund: answer };
        });

        if (outcome.refund)
          return {
            orderId,
            refund: refundView(outcome.refund),
            status: { statusCode: 'SUCCESS', statusDesc: 'Refund queued for processing' },
          };
        switch (outcome.error) {
          case 'not-found':
            return notFound(reply);
          case 'currency':
            return payuError(reply, 400, 'ERROR_VALUE_INVALID', 'Invalid field: currencyCode');
          case 'ext-refund-reused':
            return payuError(
              reply,
              400,
              'ERROR_VALUE_INVALID',
              'extRefundId was already used for a different refund',
            );
          case 'not-completed':
            return payuError(reply, 400, 'BUSINESS_ERROR', `Order is ${outcome.status}`);
          case 'too-much':
            return payuError(
              reply,
              400,
              'BUSINESS_ERROR',
              `Refund amount exceeds the amount left to refund (${outcome.left})`,
            );
        }
      });

      api.get('/api/v2_1/orders/:orderId/refunds', async (request, reply) => {
        const refunds = await readRefunds(paramOf(request, 'orderId'));
        if (!refunds) return notFound(reply);
        return { refunds: refunds.map(refundView) };
      });

      api.get('/api/v2_1/orders/:orderId/refunds/:refundId', async (request, reply) => {
        const refunds = await readRefunds(paramOf(request, 'orderId'));
        const refund = refunds?.find((r) => r.refundId === paramOf(request, 'refundId'));
        if (!refund) return notFound(reply);
        return refundView(refund);
      });
    }

    /** Refunds as they stand now: reading them is what lets a PENDING one become FINALIZED. */
    async function readRefunds(orderId: string) {
      return db.transaction(async (tx) => {
        const found = await lockOrder(tx, orderId);
        if (!found) return undefined;
        const refunds = finalizeRefunds(found.order.refunds, new Date().toISOString());
        await saveSandboxPayment(tx, 'payu', orderId, found.status, {
          ...found.order,
          refunds,
        });
        return refunds;
      });
    }

    // The hosted payment page and its buttons (what the buyer's window shows).

    app.get('/pay/:orderId', async (request, reply) => {
      const orderId = paramOf(request, 'orderId');
      // Arriving on the page is when PayU reports PENDING.
      const result = await advance(orderId, ['PENDING']);
      if (!result) return page(reply, 404, 'Payment not found', 'No such PayU order.', []);
      const { order, status } = result;
      const action = (name: string) => `${app.prefix}/pay/${encodeURIComponent(orderId)}/${name}`;
      const open = status === 'PENDING';
      return page(
        reply,
        200,
        amountText(order.totalAmount, order.currencyCode),
        order.description,
        open
          ? [
              { label: 'Pay', action: action('pay'), kind: 'primary' },
              { label: 'Cancel', action: action('cancel'), kind: 'secondary' },
              { label: 'Fail', action: action('fail'), kind: 'danger' },
            ]
          : [{ label: 'Return to the shop', action: action('return'), kind: 'secondary' }],
        open
          ? `Order ${orderId} · POS ${order.merchantPosId}`
          : status === 'WAITING_FOR_CONFIRMATION'
            ? 'This payment is waiting for the shop to confirm it.'
            : `This payment is already ${status === 'COMPLETED' ? 'completed' : 'cancelled'}.`,
      );
    });

    app.post('/pay/:orderId/:action', async (request, reply) => {
      const steps = ACTIONS[paramOf(request, 'action')];
      const result = steps ? await advance(paramOf(request, 'orderId'), steps) : undefined;
      if (!result) return page(reply, 404, 'Payment not found', 'No such PayU order.', []);
      const { order, status } = result;
      if (!order.continueUrl)
        return page(reply, 200, status, 'You can close this window and return to the shop.', []);
      // PayU adds error=501 to continueUrl when the payment did not go through (unconfirmed).
      const target = new URL(order.continueUrl);
      if (status === 'CANCELED') target.searchParams.set('error', '501');
      return reply.redirect(target.toString(), 303);
    });

    // Test controls: deterministic repeats and out-of-order notifications.

    app.post('/control/tokens/revoke', async () => {
      tokens.revokeAll();
      return { revoked: true };
    });

    app.post('/control/:orderId/resend', async (request, reply) => {
      const orderId = paramOf(request, 'orderId');
      const queued = await db.transaction(async (tx) => {
        const found = await lockOrder(tx, orderId);
        if (!found?.order.lastNotified) return found ? null : undefined;
        await queueNotification(tx, found.order, found.order.lastNotified);
        return found.order.lastNotified;
      });
      if (queued === undefined) return reply.code(404).send({ message: 'No such order.' });
      if (queued === null)
        return reply.code(409).send({ message: 'No notification was sent for this order.' });
      deliveries.kick();
      return { orderId, status: queued };
    });

    app.post('/control/:orderId/notify', async (request, reply) => {
      const orderId = paramOf(request, 'orderId');
      const input = NotifyControlSchema.safeParse(request.body);
      if (!input.success) return reply.code(400).send({ message: input.error.message });
      const { status, corruptSignature } = input.data;
      const queued = await db.transaction(async (tx) => {
        const found = await lockOrder(tx, orderId);
        if (!found) return undefined;
        // The order's own state does not change: this only reports a status, as a stale or
        // reordered PayU notification would.
        const order = { ...found.order, lastNotified: status };
        await saveSandboxPayment(tx, 'payu', orderId, found.status, order);
        const key = corruptSignature ? `${PAYU_SANDBOX.secondKey}-corrupt` : undefined;
        return queueNotification(tx, order, status, key);
      });
      if (queued === undefined) return reply.code(404).send({ message: 'No such order.' });
      if (!queued) return reply.code(409).send({ message: 'The order has no notifyUrl.' });
      deliveries.kick();
      return { orderId, status };
    });
  };
}
