/**
 * The AutoPay sandbox emulator (emulator mode only, registered under `/sandbox/autopay`): the
 * gateway's `/payment` start with its hash check, a hosted page with Pay / Cancel / Fail, ITNs sent
 * to our notify endpoint until it answers with a valid confirmation, and the browser's return.
 *
 * Its "merchant registry" is our own `seller_settings`: a ServiceID is a seller's idShop and its
 * key the seller's decrypted bmKey, so the adapter runs against it unchanged.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { sellerSettings } from '../../../db/schema/index.js';
import type { SecretBox } from '../../../lib/secrets.js';
import {
  findSandboxPayment,
  moveSandboxPayment,
  queueDelivery,
  renderHostedPage,
  saveSandboxPayment,
  type SandboxDeliveryWorker,
} from './common.js';
import {
  AutopayAdapter,
  autopayHash,
  itnBody,
  itnXml,
  parseConfirmation,
  sameHash,
  START_FIELDS,
  startHash,
  type AutopayPaymentStatus,
  type StartField,
} from '../autopay/autopay.adapter.js';

export interface AutopayEmulatorDeps {
  db: Database;
  /** Our server's public URL: ITNs go to its notify endpoint, the browser back to its return page. */
  publicUrl: string;
  secrets: SecretBox;
  deliveries: SandboxDeliveryWorker;
}

const FORM = 'application/x-www-form-urlencoded';
/** The test bank transfer channel in AutoPay's sandbox; the emulator has no channel choice. */
const GATEWAY_ID = '106';

/** What the emulator keeps about a payment (sandbox_payments.data). */
const EmulatedPaymentSchema = z.object({
  serviceId: z.string(),
  companyId: z.string(),
  orderId: z.string(),
  amount: z.string(),
  currency: z.string(),
  description: z.string(),
  customerEmail: z.string().nullable(),
  remoteId: z.string(),
  /** Every ITN body queued for this payment, oldest first; resend repeats the last. */
  itns: z.array(z.object({ status: z.string(), body: z.string() })),
});
type EmulatedPayment = z.infer<typeof EmulatedPaymentSchema>;

type EmulatedStatus = 'started' | 'paid' | 'cancelled' | 'failed';

const ACTIONS = {
  pay: { to: 'paid', final: 'SUCCESS', details: 'AUTHORIZED' },
  cancel: { to: 'cancelled', final: 'FAILURE', details: 'CANCELLED' },
  fail: { to: 'failed', final: 'FAILURE', details: 'INSUFFICIENT_FUNDS' },
} as const satisfies Record<
  string,
  { to: EmulatedStatus; final: AutopayPaymentStatus; details: string }
>;

const ActionParamsSchema = z.object({
  orderId: z.string().max(64),
  action: z.enum(['pay', 'cancel', 'fail']),
});
const OrderParamsSchema = z.object({ orderId: z.string().max(64) });
const ItnControlSchema = z.object({
  status: z.enum(['PENDING', 'SUCCESS', 'FAILURE']),
  paymentStatusDetails: z.string().max(64).optional(),
  /** Another amount than the payment's, for "amount mismatch is not paid" tests. */
  amount: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .optional(),
  /** Signs the ITN with a wrong key, for "a bad hash changes nothing" tests. */
  corruptHash: z.boolean().optional(),
});

/** AutoPay's remoteID: a short upper-case alphanumeric id. */
function newRemoteId() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** `YYYYMMDDhhmmss` in Polish time, as the gateway reports it. */
function paymentDate(at = new Date()) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}`;
}

function errorPage(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      renderHostedPage({
        operatorLabel: 'AutoPay',
        amountText: 'Transaction refused',
        description: message,
        actions: [],
      }),
    );
}

export function autopayEmulator(deps: AutopayEmulatorDeps): FastifyPluginAsync {
  const { db, secrets, deliveries } = deps;
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');
  const adapter = new AutopayAdapter();

  /**
   * ServiceID → the keys of the sellers using it (normally one). The delivery worker's acceptor is
   * synchronous, so it checks confirmations against this copy; it is loaded at start, refreshed on
   * every lookup, and refreshed in the background when a confirmation names an unknown service.
   */
  const keysByService = new Map<string, { companyId: string; key: string }[]>();

  async function loadMerchants(serviceId?: string) {
    const rows = await db
      .select({
        companyId: sellerSettings.companyId,
        serviceId: sellerSettings.autopayIdShop,
        sealedKey: sellerSettings.autopayBmKeyEncrypted,
      })
      .from(sellerSettings)
      .where(
        and(
          isNotNull(sellerSettings.autopayBmKeyEncrypted),
          serviceId === undefined
            ? isNotNull(sellerSettings.autopayIdShop)
            : eq(sellerSettings.autopayIdShop, serviceId),
        ),
      );
    const found = new Map<string, { companyId: string; key: string }[]>();
    for (const row of rows) {
      if (!row.serviceId || !row.sealedKey) continue;
      let key: string;
      try {
        key = secrets.decrypt(row.sealedKey);
      } catch {
        // A key sealed with another secrets key cannot sign anything; the service is unusable.
        continue;
      }
      found.set(row.serviceId, [
        ...(found.get(row.serviceId) ?? []),
        { companyId: row.companyId, key },
      ]);
    }
    if (serviceId !== undefined) keysByService.set(serviceId, found.get(serviceId) ?? []);
    else for (const [id, keys] of found) keysByService.set(id, keys);
    return found.get(serviceId ?? '') ?? [];
  }

  async function keyOf(payment: EmulatedPayment) {
    const merchants = await loadMerchants(payment.serviceId);
    return merchants.find((m) => m.companyId === payment.companyId)?.key;
  }

  async function readPayment(orderId: string) {
    const row = await findSandboxPayment(db, 'autopay', orderId);
    if (!row) return undefined;
    return { status: row.status as EmulatedStatus, data: EmulatedPaymentSchema.parse(row.data) };
  }

  function itn(
    payment: EmulatedPayment,
    key: string,
    status: AutopayPaymentStatus,
    details: string | undefined,
    amount = payment.amount,
  ) {
    const xml = itnXml(
      payment.serviceId,
      [
        {
          orderID: payment.orderId,
          remoteID: payment.remoteId,
          amount,
          currency: payment.currency,
          gatewayID: GATEWAY_ID,
          paymentDate: paymentDate(),
          paymentStatus: status,
          ...(details ? { paymentStatusDetails: details } : {}),
        },
      ],
      key,
    );
    return { status, body: itnBody(xml) };
  }

  function send(body: string) {
    return queueDelivery(db, {
      operator: 'autopay',
      url: `${publicUrl}/api/payments/notify/autopay`,
      headers: { 'content-type': FORM },
      body,
    });
  }

  function returnUrl(payment: EmulatedPayment, key: string) {
    const query = new URLSearchParams({
      ServiceID: payment.serviceId,
      OrderID: payment.orderId,
      Hash: adapter.returnHash(payment.serviceId, payment.orderId, key),
    });
    return `${publicUrl}/payment/return/autopay?${query.toString()}`;
  }

  /** The order ids an ITN body is about, so a confirmation is checked against what was sent. */
  function orderIdsOf(body: string) {
    return adapter
      .parseItn({ rawBody: Buffer.from(body, 'utf8'), headers: {} })
      .transactions.map((t) => t.orderId);
  }

  /**
   * AutoPay counts an ITN as delivered only on HTTP 200 with a confirmationList whose hash is
   * valid and which confirms the transaction; anything else is sent again later. The worker may
   * pass the delivery too (a third argument) and then the confirmed orders must be the ITN's.
   */
  deliveries.accept('autopay', (status: number, body: string, delivery?: { body: string }) => {
    if (status !== 200) return false;
    try {
      const answer = parseConfirmation(body);
      const keys = keysByService.get(answer.serviceId);
      const signed = keys?.some((m) =>
        sameHash(autopayHash(answer.hashedValues, m.key), answer.hash),
      );
      if (!signed) {
        // Maybe a seller configured (or changed) the service since we last looked.
        loadMerchants(answer.serviceId).catch(() => undefined);
        return false;
      }
      const confirmed = new Set(
        answer.results.filter((r) => r.confirmation === 'CONFIRMED').map((r) => r.orderId),
      );
      if (answer.results.length === 0 || confirmed.size !== answer.results.length) return false;
      return delivery ? orderIdsOf(delivery.body).every((id) => confirmed.has(id)) : true;
    } catch {
      return false;
    }
  });

  return async (app) => {
    // Read the merchants once the app is ready: on a fresh database the tables exist only after
    // the migrations, which run between building the app and listening.
    app.addHook('onReady', async () => {
      await loadMerchants().catch(() => undefined);
    });

    // The gateway takes browser forms; our own app may parse this type differently elsewhere.
    if (app.hasContentTypeParser(FORM)) app.removeContentTypeParser(FORM);
    app.addContentTypeParser(
      FORM,
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_r, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    /** The start fields as sent: a GET link's query, or a POSTed form (form fields win). */
    function startFields(request: FastifyRequest) {
      const query = new URL(request.url, 'http://gateway.invalid').searchParams;
      const form =
        request.body && typeof request.body === 'object'
          ? (request.body as Record<string, unknown>)
          : {};
      const read = (name: string) => {
        const value = form[name];
        return typeof value === 'string' ? value : (query.get(name) ?? undefined);
      };
      const fields: Partial<Record<StartField, string>> = {};
      for (const name of START_FIELDS) {
        const value = read(name);
        if (value) fields[name] = value;
      }
      return { fields, hash: read('Hash') };
    }

    async function startPayment(request: FastifyRequest, reply: FastifyReply) {
      const { fields, hash } = startFields(request);
      const { ServiceID: serviceId, OrderID: orderId, Amount: amount } = fields;
      if (!serviceId || !orderId || !amount || !hash)
        return errorPage(reply, 400, 'ServiceID, OrderID, Amount and Hash are required.');
      if (!/^[A-Za-z0-9_-]{1,32}$/.test(orderId))
        return errorPage(reply, 400, 'OrderID must be 1–32 letters, digits, _ or -.');
      if (!/^\d{1,10}(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0)
        return errorPage(reply, 400, 'Amount must be a positive decimal with a dot.');
      const currency = fields.Currency ?? 'PLN';
      if (!/^[A-Z]{3}$/.test(currency)) return errorPage(reply, 400, 'Unknown currency.');

      const merchants = await loadMerchants(serviceId);
      if (merchants.length === 0) return errorPage(reply, 400, 'Unknown ServiceID.');
      const merchant = merchants.find((m) => sameHash(startHash(fields, m.key), hash));
      if (!merchant) return errorPage(reply, 400, 'Invalid hash.');

      const existing = await readPayment(orderId);
      let payment: EmulatedPayment;
      if (existing) {
        // Opening the same link again shows the same transaction; another request may not reuse it.
        const same =
          existing.data.serviceId === serviceId &&
          existing.data.amount === amount &&
          existing.data.currency === currency;
        if (!same) return errorPage(reply, 400, 'This OrderID was already used.');
        if (existing.status !== 'started')
          return errorPage(reply, 400, 'This transaction has already been processed.');
        payment = existing.data;
      } else {
        payment = {
          serviceId,
          companyId: merchant.companyId,
          orderId,
          amount,
          currency,
          description: fields.Description ?? '',
          customerEmail: fields.CustomerEmail ?? null,
          remoteId: newRemoteId(),
          itns: [],
        };
        await saveSandboxPayment(db, 'autopay', orderId, 'started', payment);
      }
      const action = (name: keyof typeof ACTIONS) =>
        `${app.prefix}/payment/${encodeURIComponent(orderId)}/${name}`;
      return reply.type('text/html; charset=utf-8').send(
        renderHostedPage({
          operatorLabel: 'AutoPay',
          amountText: `${payment.amount} ${payment.currency}`,
          description: payment.description || `Order ${orderId}`,
          actions: [
            { label: 'Pay', action: action('pay'), kind: 'primary' },
            { label: 'Cancel', action: action('cancel'), kind: 'secondary' },
            { label: 'Fail', action: action('fail'), kind: 'danger' },
          ],
          note: `Service ${serviceId} · transaction ${payment.remoteId}`,
        }),
      );
    }

    app.get('/payment', startPayment);
    app.post('/payment', startPayment);

    app.post('/payment/:orderId/:action', async (request, reply) => {
      const params = ActionParamsSchema.safeParse(request.params);
      if (!params.success) return errorPage(reply, 404, 'No such action.');
      const payment = await readPayment(params.data.orderId);
      if (!payment) return errorPage(reply, 404, 'No such transaction.');
      const key = await keyOf(payment.data);
      if (!key) return errorPage(reply, 409, 'The merchant has no AutoPay key any more.');

      const step = ACTIONS[params.data.action];
      const pending = itn(payment.data, key, 'PENDING', undefined);
      const final = itn(payment.data, key, step.final, step.details);
      // Only the first click moves the transaction; a second one just returns the browser.
      const moved = await moveSandboxPayment(
        db,
        'autopay',
        payment.data.orderId,
        'started',
        step.to,
        {
          ...payment.data,
          itns: [...payment.data.itns, pending, final],
        },
      );
      if (moved) {
        // Queued one after the other so that PENDING is due (and sent) before the final status.
        await send(pending.body);
        await send(final.body);
      }
      return reply.redirect(returnUrl(payment.data, key), 303);
    });

    app.post('/control/:orderId/resend', async (request, reply) => {
      const params = OrderParamsSchema.safeParse(request.params);
      const payment = params.success ? await readPayment(params.data.orderId) : undefined;
      if (!payment) return reply.code(404).send({ message: 'No such transaction.' });
      const last = payment.data.itns.at(-1);
      if (!last) return reply.code(409).send({ message: 'No ITN was sent for this transaction.' });
      const deliveryId = await send(last.body);
      return { deliveryId, eventKey: `${payment.data.remoteId}:${last.status}` };
    });

    app.post('/control/:orderId/itn', async (request, reply) => {
      const params = OrderParamsSchema.safeParse(request.params);
      const input = ItnControlSchema.safeParse(request.body);
      if (!input.success) return reply.code(400).send({ message: input.error.message });
      const payment = params.success ? await readPayment(params.data.orderId) : undefined;
      if (!payment) return reply.code(404).send({ message: 'No such transaction.' });
      const key = await keyOf(payment.data);
      if (!key)
        return reply.code(409).send({ message: 'The merchant has no AutoPay key any more.' });
      const { status, paymentStatusDetails, amount, corruptHash } = input.data;
      const sent = itn(
        payment.data,
        corruptHash ? `${key}-corrupt` : key,
        status,
        paymentStatusDetails,
        amount,
      );
      // Recorded only if the transaction did not move meanwhile (moving to its own status).
      const recorded = await moveSandboxPayment(
        db,
        'autopay',
        payment.data.orderId,
        payment.status,
        payment.status,
        { ...payment.data, itns: [...payment.data.itns, sent] },
      );
      if (!recorded)
        return reply.code(409).send({ message: 'The transaction changed; try again.' });
      const deliveryId = await send(sent.body);
      return { deliveryId, eventKey: `${payment.data.remoteId}:${status}` };
    });
  };
}
