/**
 * PayPal through its real REST protocol (integrations.md section 2): OAuth client credentials,
 * Orders v2 (create, capture, read), Payments v2 refunds and webhooks checked online with
 * `verify-webhook-signature`. In emulator mode only `baseUrl` differs.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  fromDecimal,
  NotificationRejected,
  OperatorError,
  toDecimal,
  type InboundNotification,
  type OperatorPaymentStatus,
  type PaymentEvent,
  type PaypalCredentials,
  type RefundResult,
  type StartedPayment,
  type StartRequest,
} from '../operator.js';

export type FetchLike = typeof fetch;

/** What `fetchStatus` answers: the order as PayPal sees it now, mapped to our statuses. */
export interface PaypalPaymentState {
  status: OperatorPaymentStatus;
  /** Minor units: the captured amount once captured, the order's amount before. */
  amount: number;
  currency: string;
  paymentRef: string | null;
  captureId: string | null;
}

export interface PaypalRefundRequest {
  /** Minor units, at most what is left of the capture. */
  amount: number;
  currency: string;
  /** Our refund's id, sent as `PayPal-Request-Id`: a repeat makes no second refund. */
  refundRef: string;
}

const TokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });

const MoneySchema = z.object({ currency_code: z.string(), value: z.string() });

const CaptureSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: MoneySchema.optional(),
  custom_id: z.string().optional(),
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
    .optional(),
});

const OrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        amount: MoneySchema.optional(),
        payments: z.object({ captures: z.array(CaptureSchema).optional() }).optional(),
      }),
    )
    .optional(),
});
type Order = z.infer<typeof OrderSchema>;

const ErrorBodySchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional() })).optional(),
});

const RefundSchema = z.object({ id: z.string(), status: z.string() });

const VerificationSchema = z.object({ verification_status: z.string() });

const EventSchema = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z.unknown(),
});

const ApprovedOrderResourceSchema = z.object({
  id: z.string(),
  purchase_units: z
    .array(z.object({ custom_id: z.string().optional(), amount: MoneySchema.optional() }))
    .optional(),
});

const ReversedResourceSchema = z.object({
  // The reversal's resource names the order as `order_id` (older payloads use `id`).
  order_id: z.string().optional(),
  id: z.string().optional(),
  purchase_units: z.array(z.object({ custom_id: z.string().optional() })).optional(),
});

const CAPTURE_EVENTS: Record<string, OperatorPaymentStatus> = {
  'PAYMENT.CAPTURE.COMPLETED': 'paid',
  'PAYMENT.CAPTURE.PENDING': 'pending',
  'PAYMENT.CAPTURE.DENIED': 'failed',
  'PAYMENT.CAPTURE.DECLINED': 'failed',
};

const SIGNATURE_HEADERS = {
  authAlgo: 'paypal-auth-algo',
  certUrl: 'paypal-cert-url',
  transmissionId: 'paypal-transmission-id',
  transmissionSig: 'paypal-transmission-sig',
  transmissionTime: 'paypal-transmission-time',
} as const;

/** Renew a token this long before PayPal says it expires, so no call carries a stale one. */
const TOKEN_MARGIN_MS = 60_000;
const TIMEOUT_MS = 10_000;
/** PayPal limits item names and descriptions to 127 characters. */
const TEXT_LIMIT = 127;

interface CachedToken {
  value: Promise<string>;
  expiresAt: number;
}

interface CallOptions {
  body?: unknown;
  /** Already serialised JSON, sent byte for byte. */
  rawBody?: string;
  requestId?: string;
}

export class PaypalAdapter {
  private readonly tokens = new Map<string, CachedToken>();
  private readonly fetch: FetchLike;

  constructor(fetchImpl?: FetchLike) {
    this.fetch = fetchImpl ?? fetch;
  }

  /** Creates the order; the buyer's window opens `redirectUrl` (PayPal's approval page). */
  async start(request: StartRequest, creds: PaypalCredentials): Promise<StartedPayment> {
    const order = OrderSchema.parse(
      await this.call(creds, 'POST', '/v2/checkout/orders', {
        body: orderBody(request),
        // Our payment id: a retried create answers the order made the first time.
        requestId: request.paymentId,
      }),
    );
    const link =
      order.links?.find((l) => l.rel === 'payer-action') ??
      order.links?.find((l) => l.rel === 'approve');
    if (!link) throw new OperatorError(`PayPal order ${order.id} has no approval link`);
    return { operatorPaymentId: order.id, redirectUrl: link.href };
  }

  /**
   * Captures an approved order. Capturing twice is harmless: PayPal refuses the second capture
   * with ORDER_ALREADY_CAPTURED and the order's existing capture is answered instead.
   */
  async capture(
    operatorPaymentId: string,
    requestId: string,
    creds: PaypalCredentials,
  ): Promise<PaymentEvent> {
    const path = `/v2/checkout/orders/${encodeURIComponent(operatorPaymentId)}`;
    let order: Order;
    try {
      order = OrderSchema.parse(
        await this.call(creds, 'POST', `${path}/capture`, { body: {}, requestId }),
      );
    } catch (error) {
      if (!(error instanceof OperatorError) || error.code !== 'ORDER_ALREADY_CAPTURED') throw error;
      order = OrderSchema.parse(await this.call(creds, 'GET', path));
    }
    const { capture, unit } = firstCapture(order);
    if (!capture) throw new OperatorError(`PayPal order ${order.id} has no capture`);
    const status = captureStatus(capture.status);
    if (!status) throw new OperatorError(`PayPal capture status ${capture.status}`);
    const amount = capture.amount ?? unit?.amount;
    return {
      paymentRef: capture.custom_id ?? unit?.custom_id ?? null,
      operatorPaymentId: order.id,
      status,
      amount: amount ? operatorAmount(amount.value) : null,
      currency: amount?.currency_code ?? null,
      eventKey: `capture:${capture.id}:${status}`,
      captureId: capture.id,
    };
  }

  /**
   * Checks a webhook with PayPal (online verification) before reading it; answers null for event
   * types we do not act on. Throws NotificationRejected when it is not PayPal's.
   */
  async verifyWebhook(
    inbound: InboundNotification,
    creds: PaypalCredentials,
  ): Promise<PaymentEvent | null> {
    const rawText = inbound.rawBody.toString('utf8');
    const signature = signatureHeaders(inbound.headers);
    requireTrustedCertUrl(signature.certUrl, creds.baseUrl);
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawText);
    } catch {
      throw new NotificationRejected('PayPal webhook is not JSON');
    }
    const event = EventSchema.safeParse(parsed);
    if (!event.success) throw new NotificationRejected('PayPal webhook is not an event');

    // The received text goes into the check byte for byte: re-serialising the parsed event could
    // change bytes the signature's CRC covers (number forms, escapes, spacing).
    const fields = JSON.stringify({
      auth_algo: signature.authAlgo,
      cert_url: signature.certUrl,
      transmission_id: signature.transmissionId,
      transmission_sig: signature.transmissionSig,
      transmission_time: signature.transmissionTime,
      webhook_id: creds.webhookId,
    });
    const verification = VerificationSchema.parse(
      await this.call(creds, 'POST', '/v1/notifications/verify-webhook-signature', {
        rawBody: `${fields.slice(0, -1)},"webhook_event":${rawText}}`,
      }),
    );
    if (verification.verification_status !== 'SUCCESS') {
      throw new NotificationRejected(
        `PayPal webhook verification: ${verification.verification_status}`,
      );
    }
    return mapEvent(event.data);
  }

  /** The order as PayPal has it now (reconciliation of payments pending too long). */
  async fetchStatus(
    operatorPaymentId: string,
    creds: PaypalCredentials,
  ): Promise<PaypalPaymentState> {
    const order = OrderSchema.parse(
      await this.call(creds, 'GET', `/v2/checkout/orders/${encodeURIComponent(operatorPaymentId)}`),
    );
    const { capture, unit } = firstCapture(order);
    const money = capture?.amount ?? unit?.amount;
    if (!money) throw new OperatorError(`PayPal order ${order.id} has no amount`);
    return {
      status: orderStatus(order.status, capture?.status),
      amount: operatorAmount(money.value),
      currency: money.currency_code,
      paymentRef: capture?.custom_id ?? unit?.custom_id ?? null,
      captureId: capture?.id ?? null,
    };
  }

  /** Refunds part or all of a capture; PayPal itself refuses more than is left of it. */
  async refund(
    captureId: string,
    { amount, currency, refundRef }: PaypalRefundRequest,
    creds: PaypalCredentials,
  ): Promise<RefundResult> {
    const refund = RefundSchema.parse(
      await this.call(
        creds,
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        {
          body: { amount: { value: toDecimal(amount), currency_code: currency } },
          requestId: refundRef,
        },
      ),
    );
    const status =
      refund.status === 'COMPLETED' ? 'done' : refund.status === 'PENDING' ? 'pending' : 'failed';
    return { operatorRefundId: refund.id, status };
  }

  /** One API call with a bearer token; a refused token is renewed once (it may have been revoked). */
  private async call(
    creds: PaypalCredentials,
    method: 'GET' | 'POST',
    path: string,
    options: CallOptions = {},
  ): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      const token = await this.token(creds);
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
      };
      if (options.requestId) headers['paypal-request-id'] = options.requestId;
      let body: string | undefined;
      if (options.rawBody !== undefined || options.body !== undefined) {
        headers['content-type'] = 'application/json';
        // Captures answer the full order, with the capture's custom_id and amount.
        headers.prefer = 'return=representation';
        body = options.rawBody ?? JSON.stringify(options.body);
      }
      const response = await this.send(`${trimSlash(creds.baseUrl)}${path}`, {
        method,
        headers,
        body,
      });
      if (response.status === 401 && attempt === 1) {
        this.tokens.delete(tokenKey(creds));
        continue;
      }
      return readJson(response, `PayPal ${method} ${path}`);
    }
  }

  /** A token per client, shared by concurrent calls and renewed shortly before it expires. */
  private token(creds: PaypalCredentials): Promise<string> {
    const key = tokenKey(creds);
    const cached = this.tokens.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    const entry: CachedToken = { value: this.requestToken(creds, key), expiresAt: Infinity };
    this.tokens.set(key, entry);
    // A failed token request must not stay cached.
    entry.value.catch(() => {
      if (this.tokens.get(key) === entry) this.tokens.delete(key);
    });
    return entry.value;
  }

  private async requestToken(creds: PaypalCredentials, key: string) {
    const basic = Buffer.from(`${creds.clientId}:${creds.clientSecret}`).toString('base64');
    const response = await this.send(`${trimSlash(creds.baseUrl)}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const token = TokenSchema.parse(await readJson(response, 'PayPal token'));
    const entry = this.tokens.get(key);
    if (entry) entry.expiresAt = Date.now() + token.expires_in * 1000 - TOKEN_MARGIN_MS;
    return token.access_token;
  }

  private async send(url: string, init: RequestInit) {
    try {
      return await this.fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (cause) {
      throw new OperatorError(
        `PayPal unreachable: ${cause instanceof Error ? cause.message : String(cause)}`,
      );
    }
  }
}

function orderBody(request: StartRequest) {
  const currency = request.currency;
  const money = (amount: number) => ({ currency_code: currency, value: toDecimal(amount) });
  const itemTotal = request.lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0);
  // PayPal refuses an order whose items do not add up to its amount; when ours do not (a cost
  // outside the lines), the order goes without the item list rather than with a made-up one.
  const withItems = request.lines.length > 0 && itemTotal === request.amount;
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: 'default',
        custom_id: request.paymentId,
        description: request.description.slice(0, TEXT_LIMIT),
        amount: withItems
          ? { ...money(request.amount), breakdown: { item_total: money(itemTotal) } }
          : money(request.amount),
        ...(withItems
          ? {
              items: request.lines.map((line) => ({
                name: line.name.slice(0, TEXT_LIMIT),
                quantity: String(line.quantity),
                unit_amount: money(line.unitAmount),
              })),
            }
          : {}),
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
          brand_name: 'Kramik',
          locale: request.buyer.locale,
        },
      },
    },
  };
}

function mapEvent(event: z.infer<typeof EventSchema>): PaymentEvent | null {
  const captureStatusOfEvent = CAPTURE_EVENTS[event.event_type];
  if (captureStatusOfEvent) {
    const capture = resourceOf(CaptureSchema, event.resource, event.event_type);
    const orderId = capture.supplementary_data?.related_ids?.order_id;
    if (!orderId) throw new NotificationRejected(`${event.event_type} without an order id`);
    return {
      paymentRef: capture.custom_id ?? null,
      operatorPaymentId: orderId,
      status: captureStatusOfEvent,
      amount: capture.amount ? fromDecimal(capture.amount.value) : null,
      currency: capture.amount?.currency_code ?? null,
      eventKey: event.id,
      captureId: capture.id,
    };
  }
  if (event.event_type === 'CHECKOUT.ORDER.APPROVED') {
    const order = resourceOf(ApprovedOrderResourceSchema, event.resource, event.event_type);
    const unit = order.purchase_units?.[0];
    return {
      paymentRef: unit?.custom_id ?? null,
      operatorPaymentId: order.id,
      status: 'approved',
      amount: unit?.amount ? fromDecimal(unit.amount.value) : null,
      currency: unit?.amount?.currency_code ?? null,
      eventKey: event.id,
    };
  }
  if (event.event_type === 'CHECKOUT.PAYMENT-APPROVAL.REVERSED') {
    const resource = resourceOf(ReversedResourceSchema, event.resource, event.event_type);
    const orderId = resource.order_id ?? resource.id;
    if (!orderId) throw new NotificationRejected(`${event.event_type} without an order id`);
    return {
      paymentRef: resource.purchase_units?.[0]?.custom_id ?? null,
      operatorPaymentId: orderId,
      status: 'cancelled',
      amount: null,
      currency: null,
      eventKey: event.id,
    };
  }
  return null;
}

function resourceOf<T extends z.ZodType>(schema: T, resource: unknown, eventType: string) {
  const parsed = schema.safeParse(resource);
  if (!parsed.success) throw new NotificationRejected(`${eventType}: unexpected resource`);
  return parsed.data;
}

function firstCapture(order: Order) {
  const unit = order.purchase_units?.[0];
  return { unit, capture: unit?.payments?.captures?.[0] };
}

/** A refunded capture still counts as paid here: refunds are tracked on our side. */
function captureStatus(status: string): OperatorPaymentStatus | undefined {
  switch (status) {
    case 'COMPLETED':
    case 'PARTIALLY_REFUNDED':
    case 'REFUNDED':
      return 'paid';
    case 'PENDING':
      return 'pending';
    case 'DECLINED':
    case 'FAILED':
      return 'failed';
    default:
      return undefined;
  }
}

function orderStatus(status: string, capture: string | undefined): OperatorPaymentStatus {
  switch (status) {
    case 'APPROVED':
      return 'approved';
    case 'COMPLETED':
      return (capture ? captureStatus(capture) : undefined) ?? 'pending';
    case 'VOIDED':
      return 'cancelled';
    // CREATED, SAVED, PAYER_ACTION_REQUIRED: the buyer has not approved yet.
    default:
      return 'pending';
  }
}

function signatureHeaders(headers: InboundNotification['headers']) {
  const read = (name: string) => {
    const value = headers[name] ?? headers[name.toUpperCase()];
    const text = Array.isArray(value) ? value[0] : value;
    if (!text) throw new NotificationRejected(`PayPal webhook without ${name}`);
    return text;
  };
  return {
    authAlgo: read(SIGNATURE_HEADERS.authAlgo),
    certUrl: read(SIGNATURE_HEADERS.certUrl),
    transmissionId: read(SIGNATURE_HEADERS.transmissionId),
    transmissionSig: read(SIGNATURE_HEADERS.transmissionSig),
    transmissionTime: read(SIGNATURE_HEADERS.transmissionTime),
  };
}

/**
 * Our policy (integrations.md): certificates only from PayPal's domains, or from the operator's
 * own host we were configured with (the emulator's). A forged header cannot point elsewhere.
 */
function requireTrustedCertUrl(certUrl: string, baseUrl: string) {
  let url: URL;
  try {
    url = new URL(certUrl);
  } catch {
    throw new NotificationRejected('PayPal webhook cert URL is not a URL');
  }
  const paypal = url.protocol === 'https:' && /(^|\.)paypal\.com$/.test(url.hostname);
  if (!paypal && url.origin !== new URL(baseUrl).origin) {
    throw new NotificationRejected(`PayPal webhook cert URL not trusted: ${url.origin}`);
  }
}

async function readJson(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    // Handled below: a non-JSON answer is an error whatever its status.
  }
  if (response.ok && body !== undefined) return body;
  const error = ErrorBodySchema.safeParse(body);
  const details = error.success ? error.data : {};
  const code = details.details?.[0]?.issue ?? details.name ?? details.error;
  const message = details.message ?? details.error_description ?? text.slice(0, 200);
  throw new OperatorError(`${what}: ${response.status} ${message}`, response.status, code);
}

function operatorAmount(value: string) {
  try {
    return fromDecimal(value);
  } catch {
    throw new OperatorError(`PayPal answered an amount that is not one: ${value}`);
  }
}

/** A changed secret (or host) must not reuse a token obtained with the old one. */
function tokenKey(creds: PaypalCredentials) {
  const secret = createHash('sha256').update(creds.clientSecret).digest('base64url');
  return `${creds.baseUrl}|${creds.clientId}|${secret}`;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
