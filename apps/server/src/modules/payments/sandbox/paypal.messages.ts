/**
 * What the PayPal emulator says: the bodies of its answers, the webhooks it signs and sends, and
 * the check of a signature it made (verify-webhook-signature).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { type z } from 'zod';
import type { Database, Executor } from '../../../db/client.js';
import { findSandboxPayment, queueDelivery } from './common.js';
import { PAYPAL_SANDBOX } from './credentials.js';
import { toDecimal } from '../operator.js';
import {
  AUTH_ALGO,
  EMULATOR_SECRET,
  minor,
  newId,
  paypalFee,
  refundedFee,
  OPERATOR,
  insertRow,
  safeEqual,
  type VerifyRequestSchema,
  type CaptureData,
  type Order,
  type RefundData,
  type Unit,
} from './paypal.model.js';

/** SUCCESS only for a transmission this emulator made, over exactly the bytes it sent. */
export async function isGenuine(
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
export function sign(transmissionId: string, time: string, webhookId: string, crc: number) {
  return createHmac('sha256', EMULATOR_SECRET)
    .update(`${transmissionId}|${time}|${webhookId}|${crc}`)
    .digest('base64');
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
export function valueEnd(json: string, start: number) {
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
/** The bodies the PayPal emulator answers and the webhooks it sends, with links under `base`. */
export function paypalMessages({
  base,
  notifyUrl,
  certUrl,
}: {
  base: string;
  notifyUrl: string;
  certUrl: string;
}) {
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

  const money = (currency: string, amount: number) => ({
    currency_code: currency,
    value: toDecimal(amount),
  });

  function captureBody(capture: CaptureData, unit: Unit) {
    const captureUrl = `${base}/v2/payments/captures/${capture.id}`;
    const currency = capture.amount.currency_code;
    const gross = minor(capture.amount.value);
    const fee = paypalFee(gross);
    return {
      id: capture.id,
      status: capture.status,
      amount: capture.amount,
      ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
      ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
      seller_receivable_breakdown: {
        gross_amount: capture.amount,
        paypal_fee: money(currency, fee),
        net_amount: money(currency, gross - fee),
      },
      create_time: capture.createTime,
      update_time: capture.updateTime,
      links: [
        { href: captureUrl, rel: 'self', method: 'GET' },
        { href: `${captureUrl}/refund`, rel: 'refund', method: 'POST' },
      ],
    };
  }

  /** A capture as its own `self` link (`GET /v2/payments/captures/{id}`) answers it. */
  function fullCaptureBody(order: Order, unit: Unit) {
    return {
      ...captureBody(unit.capture!, unit),
      final_capture: true,
      seller_protection: { status: 'ELIGIBLE' },
      supplementary_data: { related_ids: { order_id: order.id } },
    };
  }

  function refundBody(refund: RefundData, capture: CaptureData) {
    const currency = refund.amount.currency_code;
    const gross = minor(refund.amount.value);
    const fee = refundedFee(gross);
    const upTo = capture.refunds.findIndex((r) => r.id === refund.id);
    const refunded = capture.refunds
      .slice(0, upTo < 0 ? capture.refunds.length : upTo + 1)
      .reduce((sum, r) => sum + minor(r.amount.value), 0);
    return {
      id: refund.id,
      status: refund.status,
      amount: refund.amount,
      ...(refund.invoiceId ? { invoice_id: refund.invoiceId } : {}),
      ...(refund.customId ? { custom_id: refund.customId } : {}),
      ...(refund.noteToPayer ? { note_to_payer: refund.noteToPayer } : {}),
      seller_payable_breakdown: {
        gross_amount: refund.amount,
        paypal_fee: money(currency, fee),
        net_amount: money(currency, gross - fee),
        total_refunded_amount: money(currency, refunded),
      },
      create_time: refund.createTime,
      update_time: refund.createTime,
      links: [
        { href: `${base}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
        { href: `${base}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  /**
   * The short answers of `Prefer: return=minimal` (PayPal's default): an order's id, status, payment
   * source and links, plus its captures once captured (what a capture call is read for); a
   * refund's id, status and links.
   */
  function minimalOrderBody(order: Order) {
    const full = orderBody(order);
    const captured = order.data.units.some((unit) => unit.capture);
    // An order created with a payment source names it, empty until the payer approves.
    const source =
      full.payment_source ?? (order.data.approvalRel === 'payer-action' ? { paypal: {} } : null);
    return {
      id: full.id,
      status: full.status,
      ...(source ? { payment_source: source } : {}),
      ...(captured
        ? {
            purchase_units: full.purchase_units.map((unit) => ({
              reference_id: unit.reference_id,
              ...('payments' in unit ? { payments: unit.payments } : {}),
            })),
            ...(full.payer ? { payer: full.payer } : {}),
          }
        : {}),
      links: full.links,
    };
  }

  function minimalRefundBody(refund: RefundData, capture: CaptureData) {
    const full = refundBody(refund, capture);
    return { id: full.id, status: full.status, links: full.links };
  }

  async function sendCaptureWebhook(tx: Executor, order: Order, unit: Unit, eventType: string) {
    const capture = unit.capture!;
    return sendWebhook(tx, order, {
      eventType,
      resourceType: 'capture',
      summary: `Payment ${capture.status.toLowerCase()} for ${capture.amount.value} ${capture.amount.currency_code}`,
      resource: fullCaptureBody(order, unit),
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

  return {
    orderBody,
    minimalOrderBody,
    fullCaptureBody,
    refundBody,
    minimalRefundBody,
    sendCaptureWebhook,
    sendWebhook,
    transmit,
  };
}
