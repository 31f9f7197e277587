/**
 * PayU REST API v2.1 (integrations.md §1): OAuth client credentials, orders created without
 * following PayU's 302, notifications verified by `OpenPayu-Signature` over the raw body, status
 * reads and refunds. The same code runs against secure.payu.com and our emulator: only the base URL
 * in the credentials differs.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  NotificationRejected,
  OperatorError,
  type InboundNotification,
  type OperatorPaymentStatus,
  type PaymentEvent,
  type PayuCredentials,
  type RefundResult,
  type StartedPayment,
  type StartRequest,
} from '../operator.js';

/** PayU's order statuses (docs, "Payment Lifecycle"; NEW is unconfirmed but seen in clients). */
export const PAYU_ORDER_STATUSES = [
  'NEW',
  'PENDING',
  'WAITING_FOR_CONFIRMATION',
  'COMPLETED',
  'CANCELED',
] as const;
export type PayuOrderStatus = (typeof PAYU_ORDER_STATUSES)[number];

export const PAYU_REFUND_STATUSES = ['PENDING', 'CANCELED', 'FINALIZED'] as const;
export type PayuRefundStatus = (typeof PAYU_REFUND_STATUSES)[number];

/**
 * WAITING_FOR_CONFIRMATION means the buyer paid but the POS has auto-receive off; we keep it on,
 * so for us it is still "not paid yet" rather than something to capture.
 */
const ORDER_STATUS: Record<PayuOrderStatus, OperatorPaymentStatus> = {
  NEW: 'pending',
  PENDING: 'pending',
  WAITING_FOR_CONFIRMATION: 'pending',
  COMPLETED: 'paid',
  CANCELED: 'cancelled',
};

const REFUND_STATUS: Record<PayuRefundStatus, RefundResult['status']> = {
  PENDING: 'pending',
  FINALIZED: 'done',
  CANCELED: 'failed',
};

const isOrderStatus = (s: unknown): s is PayuOrderStatus =>
  typeof s === 'string' && (PAYU_ORDER_STATUSES as readonly string[]).includes(s);
const isRefundStatus = (s: unknown): s is PayuRefundStatus =>
  typeof s === 'string' && (PAYU_REFUND_STATUSES as readonly string[]).includes(s);

// ---- Signatures ------------------------------------------------------------------------------

/** The algorithm names PayU and its client libraries use, mapped to node's digest names. */
const DIGESTS: Record<string, string> = {
  MD5: 'md5',
  SHA1: 'sha1',
  'SHA-1': 'sha1',
  SHA256: 'sha256',
  'SHA-256': 'sha256',
};

/** `HASH(body + secondKey)` in lowercase hex; throws NotificationRejected on an unknown algorithm. */
export function payuSignature(body: Buffer | string, secondKey: string, algorithm = 'MD5') {
  const digest = DIGESTS[algorithm.trim().toUpperCase()];
  if (!digest) throw new NotificationRejected(`unsupported signature algorithm: ${algorithm}`);
  return createHash(digest)
    .update(typeof body === 'string' ? Buffer.from(body, 'utf8') : body)
    .update(Buffer.from(secondKey, 'utf8'))
    .digest('hex');
}

/**
 * `sender=checkout;signature=…;algorithm=MD5;content=DOCUMENT` → its pairs, keys lower-cased. Any
 * order, spaces around parts, empty parts and unknown keys are tolerated; a part without `=` is
 * ignored rather than fatal, since only `signature` and `algorithm` matter.
 */
export function parsePayuSignatureHeader(header: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const key = part.slice(0, at).trim().toLowerCase();
    if (key) pairs[key] = part.slice(at + 1).trim();
  }
  return pairs;
}

/** The `OpenPayu-Signature` header (node lower-cases names; a caller may not have). */
function signatureHeader(headers: InboundNotification['headers']) {
  const names = ['openpayu-signature', 'x-openpayu-signature'];
  for (const [name, value] of Object.entries(headers)) {
    if (!names.includes(name.toLowerCase()) || value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length !== 1) throw new NotificationRejected('several OpenPayu-Signature headers');
      return value[0]!;
    }
    return value;
  }
  throw new NotificationRejected('missing OpenPayu-Signature header');
}

/** Throws NotificationRejected unless the header signs exactly these bytes with this key. */
export function verifyPayuSignature(
  rawBody: Buffer,
  headers: InboundNotification['headers'],
  secondKey: string,
) {
  const pairs = parsePayuSignatureHeader(signatureHeader(headers));
  const given = pairs.signature?.toLowerCase();
  if (!given || !/^[0-9a-f]+$/.test(given))
    throw new NotificationRejected('OpenPayu-Signature has no hex signature');
  // PayU always names the algorithm; a header without one is read as the documented default.
  const expected = payuSignature(rawBody, secondKey, pairs.algorithm ?? 'MD5');
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  if (a.length !== b.length || !timingSafeEqual(a, b))
    throw new NotificationRejected('OpenPayu-Signature does not match');
}

/**
 * A correctly signed notification that is not about an order's payment (PayU's refund
 * notifications carry `refund` instead of `order`). Refunds are followed through the refund API's
 * answers instead, so the receiver may answer 200 to stop PayU from resending it.
 */
export class UnsupportedPayuNotification extends NotificationRejected {
  override name = 'UnsupportedPayuNotification';
  constructor(
    readonly kind: 'refund',
    readonly body: unknown,
  ) {
    super(`unsupported: PayU ${kind} notification`);
  }
}

// ---- Wire shapes -----------------------------------------------------------------------------

interface PayuStatus {
  statusCode?: string;
  code?: string;
  codeLiteral?: string;
  statusDesc?: string;
}

interface PayuOrder {
  orderId?: string;
  merchantPosId?: unknown;
  extOrderId?: string;
  status?: string;
  totalAmount?: string;
  currencyCode?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function statusOf(body: unknown): PayuStatus {
  return isObject(body) && isObject(body.status) ? body.status : {};
}

/** Minor units as PayU writes them: an integer in a string. */
function minorUnits(text: unknown) {
  return typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : null;
}

/** Our locale tag → PayU's two-letter `buyer.language` ("pl-PL" → "pl", "nb-NO" → "nb"). */
const languageOf = (locale: string) => locale.slice(0, 2).toLowerCase();

// ---- The adapter -----------------------------------------------------------------------------

interface CachedToken {
  token: string;
  expiresAt: number;
}

/** Refresh this long before PayU's `expires_in` runs out, so a token never dies mid-request. */
const TOKEN_MARGIN_MS = 60_000;
/** When PayU gives no usable `expires_in` (its values are unconfirmed), keep a token briefly. */
const FALLBACK_TOKEN_MS = 5 * 60_000;
const TIMEOUT_MS = 10_000;

export interface PayuRefundRequest {
  /** Minor units. */
  amount: number;
  /** Our refund id, sent as `extRefundId`: PayU treats an identical repeat as the same refund. */
  refundRef: string;
  description: string;
  /** Sent as `currencyCode` when given; PayU otherwise takes the order's currency. */
  currency?: string;
}

export interface PayuOrderState {
  status: OperatorPaymentStatus;
  amount: number;
  currency: string;
  paymentRef: string | null;
}

export class PayuAdapter {
  /**
   * Tokens per client: keyed by base URL, client id and secret, so changed credentials (or the
   * emulator next to the real sandbox) never reuse another's token. Pending fetches are shared, so
   * concurrent calls ask PayU for one token.
   */
  private readonly tokens = new Map<string, Promise<CachedToken>>();

  constructor(
    private readonly fetchImpl: typeof fetch = (input, init) => fetch(input, init),
    private readonly now: () => number = Date.now,
  ) {}

  async start(request: StartRequest, creds: PayuCredentials): Promise<StartedPayment> {
    const body = {
      customerIp: request.buyer.ip,
      merchantPosId: creds.posId,
      description: request.description,
      currencyCode: request.currency,
      totalAmount: String(request.amount),
      extOrderId: request.paymentId,
      notifyUrl: request.notifyUrl,
      continueUrl: request.returnUrl,
      buyer: {
        email: request.buyer.email,
        firstName: request.buyer.firstName,
        lastName: request.buyer.lastName,
        language: languageOf(request.buyer.locale),
      },
      products: request.lines.map((line) => ({
        name: line.name,
        unitPrice: String(line.unitAmount),
        quantity: String(line.quantity),
      })),
    };
    const { status, json } = await this.call(creds, 'POST', '/api/v2_1/orders', body);
    const result = statusOf(json);
    // PayU answers 302 (sometimes 201) with JSON; the redirect is for the buyer, not for us.
    const accepted = (status === 302 || status === 201) && result.statusCode === 'SUCCESS';
    if (
      !accepted ||
      !isObject(json) ||
      typeof json.redirectUri !== 'string' ||
      typeof json.orderId !== 'string'
    )
      throw this.failure('create order', status, result);
    return { operatorPaymentId: json.orderId, redirectUrl: json.redirectUri };
  }

  /** Verifies a notification over its raw bytes, then maps it; throws NotificationRejected. */
  verifyNotification(inbound: InboundNotification, creds: PayuCredentials): PaymentEvent {
    verifyPayuSignature(inbound.rawBody, inbound.headers, creds.secondKey);
    let body: unknown;
    try {
      body = JSON.parse(inbound.rawBody.toString('utf8'));
    } catch {
      throw new NotificationRejected('PayU notification is not JSON');
    }
    if (!isObject(body)) throw new NotificationRejected('PayU notification is not an object');
    if (!isObject(body.order)) {
      if (isObject(body.refund)) throw new UnsupportedPayuNotification('refund', body);
      throw new NotificationRejected('PayU notification has no order');
    }
    const order = body.order as PayuOrder;
    // The second key belongs to our POS: a notification about another POS's order is not ours to
    // apply, however it is signed.
    if (order.merchantPosId !== undefined && order.merchantPosId !== creds.posId)
      throw new NotificationRejected(
        `PayU notification for another POS: ${JSON.stringify(order.merchantPosId)}`,
      );
    if (typeof order.orderId !== 'string' || !order.orderId)
      throw new NotificationRejected('PayU notification has no orderId');
    if (!isOrderStatus(order.status))
      throw new NotificationRejected(`unknown PayU order status: ${String(order.status)}`);
    const amount = minorUnits(order.totalAmount);
    if (amount === null) throw new NotificationRejected('PayU notification has no totalAmount');
    if (typeof order.currencyCode !== 'string')
      throw new NotificationRejected('PayU notification has no currencyCode');
    return {
      paymentRef: typeof order.extOrderId === 'string' ? order.extOrderId : null,
      operatorPaymentId: order.orderId,
      status: ORDER_STATUS[order.status],
      amount,
      currency: order.currencyCode,
      eventKey: `${order.orderId}:${order.status}`,
    };
  }

  async fetchStatus(operatorPaymentId: string, creds: PayuCredentials): Promise<PayuOrderState> {
    const { status, json } = await this.call(
      creds,
      'GET',
      `/api/v2_1/orders/${encodeURIComponent(operatorPaymentId)}`,
    );
    const result = statusOf(json);
    const order =
      isObject(json) && Array.isArray(json.orders) ? (json.orders[0] as unknown) : undefined;
    if (status !== 200 || result.statusCode !== 'SUCCESS' || !isObject(order))
      throw this.failure('read order', status, result);
    const { status: orderStatus, totalAmount, currencyCode, extOrderId } = order as PayuOrder;
    const amount = minorUnits(totalAmount);
    if (!isOrderStatus(orderStatus) || amount === null || typeof currencyCode !== 'string')
      throw new OperatorError(`PayU read order: unexpected order ${JSON.stringify(order)}`, status);
    return {
      status: ORDER_STATUS[orderStatus],
      amount,
      currency: currencyCode,
      paymentRef: typeof extOrderId === 'string' ? extOrderId : null,
    };
  }

  /** Idempotent by `extRefundId`: a retry after a timeout gets the refund the first call made. */
  async refund(
    operatorPaymentId: string,
    request: PayuRefundRequest,
    creds: PayuCredentials,
  ): Promise<RefundResult> {
    const { status, json } = await this.call(
      creds,
      'POST',
      `/api/v2_1/orders/${encodeURIComponent(operatorPaymentId)}/refunds`,
      {
        refund: {
          description: request.description,
          amount: String(request.amount),
          extRefundId: request.refundRef,
          ...(request.currency ? { currencyCode: request.currency } : {}),
        },
      },
    );
    const result = statusOf(json);
    const refund = isObject(json) && isObject(json.refund) ? json.refund : undefined;
    if (
      status !== 200 ||
      result.statusCode !== 'SUCCESS' ||
      !refund ||
      typeof refund.refundId !== 'string' ||
      !isRefundStatus(refund.status)
    )
      throw this.failure('refund', status, result);
    return { operatorRefundId: refund.refundId, status: REFUND_STATUS[refund.status] };
  }

  private failure(what: string, httpStatus: number, result: PayuStatus) {
    const code = result.statusCode ?? (httpStatus === 401 ? 'UNAUTHORIZED' : undefined);
    const detail = [code, result.codeLiteral, result.statusDesc].filter(Boolean).join(' ');
    return new OperatorError(`PayU ${what} failed: HTTP ${httpStatus} ${detail}`, httpStatus, code);
  }

  /** An API call with a bearer token; a 401 drops the cached token and tries once more. */
  private async call(creds: PayuCredentials, method: string, path: string, body?: unknown) {
    const key = `${creds.baseUrl}\n${creds.clientId}\n${creds.clientSecret}`;
    for (let attempt = 1; ; attempt += 1) {
      const token = await this.token(key, creds);
      const response = await this.send(`${trimSlash(creds.baseUrl)}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (response.status === 401 && attempt === 1) {
        // Expired early or revoked (or the emulator restarted): a fresh token, once.
        await response.body?.cancel();
        this.tokens.delete(key);
        continue;
      }
      return { status: response.status, json: await readJson(response) };
    }
  }

  private async token(key: string, creds: PayuCredentials): Promise<string> {
    const cached = this.tokens.get(key);
    if (cached) {
      const entry = await cached;
      if (entry.expiresAt > this.now()) return entry.token;
      if (this.tokens.get(key) === cached) this.tokens.delete(key);
      return this.token(key, creds);
    }
    const pending = this.requestToken(creds);
    this.tokens.set(key, pending);
    // A failed request is not cached: the next call asks again.
    pending.catch(() => {
      if (this.tokens.get(key) === pending) this.tokens.delete(key);
    });
    return (await pending).token;
  }

  private async requestToken(creds: PayuCredentials): Promise<CachedToken> {
    const response = await this.send(
      `${trimSlash(creds.baseUrl)}/pl/standard/user/oauth/authorize`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: creds.clientId,
          client_secret: creds.clientSecret,
        }).toString(),
      },
    );
    const json = await readJson(response);
    const token = isObject(json) ? json.access_token : undefined;
    if (response.status !== 200 || typeof token !== 'string' || !token) {
      const error = isObject(json) && typeof json.error === 'string' ? json.error : undefined;
      throw new OperatorError(
        `PayU OAuth failed: HTTP ${response.status} ${error ?? ''}`.trim(),
        response.status,
        error,
      );
    }
    const expiresIn = isObject(json) ? Number(json.expires_in) : NaN;
    const lifetime =
      Number.isFinite(expiresIn) && expiresIn * 1000 > 2 * TOKEN_MARGIN_MS
        ? expiresIn * 1000 - TOKEN_MARGIN_MS
        : FALLBACK_TOKEN_MS;
    return { token, expiresAt: this.now() + lifetime };
  }

  private async send(url: string, init: RequestInit) {
    try {
      return await this.fetchImpl(url, {
        ...init,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        // Create order answers 302 to the payment page: following it would fetch HTML.
        redirect: 'manual',
      });
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new OperatorError(`PayU unreachable: ${reason}`);
    }
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The body as JSON, or undefined when it is empty or not JSON (error pages, proxies). */
async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new OperatorError(`PayU answer could not be read: ${reason}`, response.status);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
