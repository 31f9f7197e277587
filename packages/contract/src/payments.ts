import { z } from 'zod';
import { SINGLE_LINE } from './text.js';
import { MoneySchema } from './catalog.js';

export const PAYMENT_OPERATORS = ['payu', 'paypal', 'autopay'] as const;
export type PaymentOperator = (typeof PAYMENT_OPERATORS)[number];

/** The operators' own names, the same in every language. */
export const PAYMENT_OPERATOR_NAMES: Record<PaymentOperator, string> = {
  payu: 'PayU',
  paypal: 'PayPal',
  autopay: 'AutoPay',
};

/** Where a payment stands at the operator, as our records say. */
export const PAYMENT_ATTEMPT_STATUSES = [
  'created',
  'pending',
  'paid',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** `GET /api/payments/operators?orders=a,b`: the unpaid orders and who can pay them. */
export const PaymentOptionsQuerySchema = z.object({
  orders: z
    .string({ error: 'required' })
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.uuid('invalid')).min(1, 'required').max(20, 'invalid')),
});

export const PayableOrderSchema = z.object({
  _id: z.string(),
  number: z.string(),
  seller: z.object({ _id: z.string(), shortName: z.string() }),
  total: MoneySchema,
  /** Whether this order's maker takes AutoPay (their own AutoPay service). */
  autopay: z.boolean(),
});
export type PayableOrder = z.infer<typeof PayableOrderSchema>;

export const PaymentOptionsSchema = z.object({
  /** Orders of the request that still await payment (paid or cancelled ones are left out). */
  orders: z.array(PayableOrderSchema),
  total: MoneySchema,
  /**
   * Operators that can pay every listed order at once (PayU, PayPal: they collect for the
   * platform). AutoPay pays one maker's order: offered per order through `orders[].autopay`.
   */
  operators: z.array(z.enum(['payu', 'paypal'])),
});
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

export const StartPaymentInputSchema = z.object({
  operator: z.enum(PAYMENT_OPERATORS, 'invalid'),
  orderIds: z.array(z.uuid('invalid')).min(1, 'required').max(20, 'invalid'),
});
export type StartPaymentInput = z.infer<typeof StartPaymentInputSchema>;

export const PaymentSchema = z.object({
  _id: z.string(),
  operator: z.enum(PAYMENT_OPERATORS),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  amount: MoneySchema,
  /** The operator's hosted page the payment window opens. */
  redirectUrl: z.string().nullable(),
  orders: z.array(z.object({ _id: z.string(), number: z.string(), status: z.string() })),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

// ---- Admin -------------------------------------------------------------------------------------

/** The admin's view of an operator: secrets are write-only and only shown as set or not. */
export const OperatorSettingsSchema = z.object({
  operator: z.enum(PAYMENT_OPERATORS),
  enabled: z.boolean(),
  /** PayU: posId, clientId; PayPal: clientId, webhookId. */
  config: z.record(z.string(), z.string()),
  /** Which secrets are stored (PayU: clientSecret, secondKey; PayPal: clientSecret). */
  secretsSet: z.array(z.string()),
  /** In emulator mode the sandbox's own credentials are used when none are stored. */
  usingSandbox: z.boolean(),
});
export type OperatorSettings = z.infer<typeof OperatorSettingsSchema>;
export const OperatorSettingsListSchema = z.object({ items: z.array(OperatorSettingsSchema) });

export const OperatorSettingsInputSchema = z.object({
  enabled: z.boolean('invalid'),
  config: z
    .record(
      z.string(),
      z.string().trim().max(200, 'invalid').regex(SINGLE_LINE, 'controlCharacters'),
    )
    .default({}),
  /** Only the secrets sent are replaced; an empty string keeps the stored one. */
  secrets: z.record(z.string(), z.string().max(500, 'invalid')).default({}),
});
export type OperatorSettingsInput = z.infer<typeof OperatorSettingsInputSchema>;

/**
 * What the platform owes each maker, from the ledger: the buyers' money received for the maker's
 * orders (less refunds), the commission kept, what the maker is due in all, what has been paid out
 * to them, and the balance still due (due less paid out).
 */
export const PayoutRowSchema = z.object({
  seller: z.object({ _id: z.string(), shortName: z.string() }),
  paidOrders: z.number().int(),
  received: MoneySchema,
  commission: MoneySchema,
  due: MoneySchema,
  paidOut: MoneySchema,
  balance: MoneySchema,
});
export type PayoutRow = z.infer<typeof PayoutRowSchema>;
export const PayoutListSchema = z.object({ items: z.array(PayoutRowSchema) });
export type PayoutList = z.infer<typeof PayoutListSchema>;

/** One payout the platform made to a maker (a bank transfer the administrator recorded). */
export const PayoutRecordSchema = z.object({
  _id: z.string(),
  seller: z.object({ _id: z.string(), shortName: z.string() }),
  amount: MoneySchema,
  /** The transfer's day, `YYYY-MM-DD`. */
  paidOn: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export type PayoutRecord = z.infer<typeof PayoutRecordSchema>;
export const PayoutRecordListSchema = z.object({ items: z.array(PayoutRecordSchema) });
export type PayoutRecordList = z.infer<typeof PayoutRecordListSchema>;

/** The administrator records a payout: minor units, the transfer's day and its bank reference. */
export const PayoutInputSchema = z.object({
  sellerId: z.uuid('invalid'),
  amount: z
    .number({ error: 'required' })
    .int('amountFormat')
    .min(1, 'amountFormat')
    .max(1_000_000_000, 'amountFormat'),
  paidOn: z.iso.date('invalid'),
  reference: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(140, 'invalid')
    .regex(SINGLE_LINE, 'controlCharacters'),
});
export type PayoutInput = z.infer<typeof PayoutInputSchema>;

/** `?sellerId=`: one maker's payouts (all makers' when absent). */
export const PayoutRecordQuerySchema = z.object({ sellerId: z.uuid('invalid').optional() });

/** The export's period: both days included (UTC), `YYYY-MM-DD`. */
export const PayoutExportQuerySchema = z.object({
  from: z.iso.date('invalid'),
  to: z.iso.date('invalid'),
});
export type PayoutExportQuery = z.infer<typeof PayoutExportQuerySchema>;

/** The maker's own money: the same figures as the admin's row, and the payouts made to them. */
export const SellerPayoutsSchema = z.object({
  received: MoneySchema,
  commission: MoneySchema,
  due: MoneySchema,
  paidOut: MoneySchema,
  balance: MoneySchema,
  items: z.array(PayoutRecordSchema),
});
export type SellerPayouts = z.infer<typeof SellerPayoutsSchema>;
