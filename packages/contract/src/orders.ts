import { z } from 'zod';
import { MULTI_LINE, SINGLE_LINE } from './text.js';
import { AddressInputSchema, AddressSchema } from './accounts.js';
import { MoneySchema, ProductImageSchema } from './catalog.js';
import { CARRIER_OPTIONS } from './companies.js';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './limits.js';
import { PageQuerySchema, pageOf } from './pagination.js';
import { CartCouponSchema } from './promotions.js';
import { LocationSchema, OpeningHoursSchema } from './shops.js';

/** Unpaid orders are cancelled after this long (PRODUCT.md "Orders"). */
export const UNPAID_ORDER_TTL_HOURS = 72;

// ---- Cart ------------------------------------------------------------------------------------

const quantity = z
  .number({ error: 'required' })
  .int('invalid')
  .min(1, 'invalid')
  .max(MAX_LINE_QUANTITY, 'quantityTooLarge');

export const CartItemInputSchema = z.object({
  productId: z.uuid('invalid'),
  quantity,
});
export type CartItemInput = z.infer<typeof CartItemInputSchema>;
export const CartQuantityInputSchema = z.object({ quantity });

/** A visitor's browser cart, sent to be shown (`/api/cart/preview`) or merged at login. */
export const CartLinesInputSchema = z.object({
  items: z.array(CartItemInputSchema).max(MAX_CART_LINES, 'cartTooLarge'),
});
export type CartLinesInput = z.infer<typeof CartLinesInputSchema>;

export const CartLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  image: ProductImageSchema.nullable(),
  unitPrice: MoneySchema,
  quantity: z.number().int(),
  /** Units in stock now; a line above it cannot be ordered ("I don't have that quantity"). */
  available: z.number().int(),
  lineTotal: MoneySchema,
  /**
   * False when the catalog no longer lists the product (hidden by moderation, or its maker
   * blocked or awaiting approval): the line stays in the cart but cannot be ordered.
   */
  listed: z.boolean(),
  /** Made after the order (issue 24): `available` is then the most a line may hold. */
  madeToOrder: z.boolean().optional(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** One of the maker's carriers, priced for this group's subtotal. */
export const CartDeliveryOptionSchema = z.object({
  /** The courier pricing entry's id: what checkout sends back. */
  _id: z.string(),
  carrier: z.enum(CARRIER_OPTIONS),
  /** The price for this subtotal: 0 once the free-delivery threshold is reached. */
  price: MoneySchema,
  /** The carrier's own price before any free delivery. */
  basePrice: MoneySchema,
  freeFrom: MoneySchema.nullable(),
  /** How much more of this maker's goods makes delivery free; null when free or never free. */
  missingForFree: MoneySchema.nullable(),
  /** A locker or pick-up point carrier: the buyer names the point. */
  needsPoint: z.boolean(),
  /** Cash on delivery: the order skips "awaiting payment". */
  cashOnDelivery: z.boolean(),
});
export type CartDeliveryOption = z.infer<typeof CartDeliveryOptionSchema>;

export const PickupShopSchema = z.object({
  _id: z.string(),
  title: z.string(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  location: LocationSchema,
  timeZone: z.string(),
  hours: OpeningHoursSchema,
});
export type PickupShop = z.infer<typeof PickupShopSchema>;

export const CartGroupSchema = z.object({
  seller: z.object({ _id: z.string(), shortName: z.string() }),
  lines: z.array(CartLineSchema),
  subtotal: MoneySchema,
  deliveryOptions: z.array(CartDeliveryOptionSchema),
  pickupShops: z.array(PickupShopSchema),
  /** The longest dispatch time of the group's products, in working days (delivery estimates). */
  dispatchDays: z.number().int(),
  /** The maker's coupon the buyer entered for this group (issue 24); null or absent: none. */
  coupon: CartCouponSchema.nullish(),
  /** The earliest ship-by (or pick-up) day of the group (issue 24), and whether it is made to order. */
  shipBy: z.string().optional(),
  madeToOrder: z.boolean().optional(),
});
export type CartGroup = z.infer<typeof CartGroupSchema>;

export const CartSchema = z.object({
  groups: z.array(CartGroupSchema),
  /** Units in the cart (the header badge). */
  count: z.number().int(),
  subtotal: MoneySchema,
  /** Lines the cart dropped because the product is gone (shown once, then forgotten). */
  removed: z.array(z.string()),
  /** Every group's coupon discount summed (issue 24); the subtotal is before it. */
  discount: MoneySchema.optional(),
});
export type Cart = z.infer<typeof CartSchema>;

// ---- Checkout --------------------------------------------------------------------------------

/** One maker's receiving method: exactly one of a carrier or a shop (SPEC §5). */
export const CheckoutGroupInputSchema = z.object({
  sellerId: z.uuid('invalid'),
  /** A courier pricing entry of this maker (delivery). */
  deliveryOptionId: z.uuid('invalid').nullish(),
  /** The locker or pick-up point code for point carriers. */
  pointCode: z.string().trim().max(40, 'invalid').regex(SINGLE_LINE, 'controlCharacters').nullish(),
  /** One of this maker's shops (pick-up). */
  pickupShopId: z.uuid('invalid').nullish(),
});
export type CheckoutGroupInput = z.infer<typeof CheckoutGroupInputSchema>;

export const CheckoutInputSchema = z.object({
  groups: z.array(CheckoutGroupInputSchema).max(MAX_CART_LINES, 'invalid'),
  /** A saved address of the buyer, or a new one (`shippingAddress`), for delivery groups. */
  shippingAddressId: z.uuid('invalid').nullish(),
  shippingAddress: AddressInputSchema.nullish(),
  saveShippingAddress: z.boolean('invalid').default(false),
  invoiceRequested: z.boolean('invalid').default(false),
  invoiceDataId: z.uuid('invalid').nullish(),
  /** Partial data is allowed here: the server answers the spec's message when it is incomplete. */
  invoiceData: z.record(z.string(), z.unknown()).nullish(),
  saveInvoiceData: z.boolean('invalid').default(false),
  /** The total the buyer saw; when the server's differs the order is not placed (409). */
  expectedTotal: z.number().int('invalid').min(0, 'invalid').nullish(),
});
export type CheckoutInput = z.infer<typeof CheckoutInputSchema>;

export const QuoteGroupSchema = z.object({
  seller: z.object({ _id: z.string(), shortName: z.string() }),
  itemsTotal: MoneySchema,
  delivery: MoneySchema,
  /** The maker's coupon taken off the items (issue 24). */
  discount: MoneySchema.optional(),
  total: MoneySchema,
});
export const QuoteSchema = z.object({
  groups: z.array(QuoteGroupSchema),
  total: MoneySchema,
});
export type Quote = z.infer<typeof QuoteSchema>;

// ---- Orders ----------------------------------------------------------------------------------

export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'in_progress',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'picked_up',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'none',
  'pending',
  'paid',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_TYPES = ['online', 'cod'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const ACTOR_ROLES = ['buyer', 'seller', 'admin', 'system'] as const;

/** The statuses a seller (or admin) may move an order to, from each status. */
export const SELLER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ['cancelled'],
  paid: ['in_progress', 'cancelled'],
  in_progress: ['shipped', 'ready_for_pickup', 'cancelled'],
  shipped: ['delivered'],
  ready_for_pickup: ['picked_up'],
  delivered: ['completed'],
  picked_up: ['completed'],
  completed: [],
  cancelled: [],
};

/** Where a carrier's parcels are followed (integrations.md). */
export function trackingUrl(carrier: string, trackingNumber: string): string {
  const number = encodeURIComponent(trackingNumber);
  if (carrier.startsWith('inpost')) return `https://inpost.pl/sledzenie-przesylek?number=${number}`;
  if (carrier.startsWith('dpd'))
    return `https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=${number}`;
  return `https://gls-group.com/PL/pl/sledzenie-paczek?match=${number}`;
}

export const OrderLineSchema = z.object({
  productId: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  unitPrice: MoneySchema,
  quantity: z.number().int(),
  lineTotal: MoneySchema,
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  actor: z.enum(ACTOR_ROLES),
  /** The person's display name; null for the system. */
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const ReceivingSchema = z.object({
  method: z.enum(['delivery', 'pickup']),
  carrier: z.enum(CARRIER_OPTIONS).nullable(),
  pointCode: z.string().nullable(),
  /** The chosen point's description and address as the carrier gave them at checkout. */
  pointName: z.string().nullable(),
  pointAddress: z.string().nullable(),
  shop: z
    .object({
      _id: z.string().nullable(),
      title: z.string(),
      street: z.string(),
      city: z.string(),
      postalCode: z.string(),
      country: z.string(),
    })
    .nullable(),
});
export type Receiving = z.infer<typeof ReceivingSchema>;

export const OrderInvoiceSchema = z.object({
  companyName: z.string(),
  taxId: z.string(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

export const OrderSummarySchema = z.object({
  _id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentType: z.enum(PAYMENT_TYPES),
  seller: z.object({ _id: z.string(), shortName: z.string() }),
  customerName: z.string(),
  country: z.string(),
  itemCount: z.number().int(),
  total: MoneySchema,
  paid: MoneySchema,
  receivingMethod: z.enum(['delivery', 'pickup']),
  /** The day the maker ships by, fixed at checkout (issue 24); null on older orders. */
  shipBy: z.string().nullable().optional(),
  /** The ship-by day passed and the order is not shipped yet. */
  overdue: z.boolean().optional(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** The seller's payment summary (SPEC §2 "/orders"): commission on the products' value. */
export const PayoutSchema = z.object({
  orderAmount: MoneySchema,
  paidAmount: MoneySchema,
  commissionPercent: z.number(),
  commission: MoneySchema,
  /** The order amount less the commission (what the seller is due once the order is paid). */
  youWillReceive: MoneySchema,
});
export type Payout = z.infer<typeof PayoutSchema>;

export const OrderDetailSchema = OrderSummarySchema.extend({
  checkoutId: z.string(),
  lines: z.array(OrderLineSchema),
  itemsTotal: MoneySchema,
  delivery: MoneySchema,
  /** A maker's coupon taken off the items (issue 24): its code and the amount off. */
  discount: MoneySchema.optional(),
  couponCode: z.string().nullable().optional(),
  receiving: ReceivingSchema,
  shippingAddress: AddressSchema.omit({ _id: true }).nullable(),
  invoice: OrderInvoiceSchema.nullable(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  tracking: z
    .object({ carrier: z.enum(CARRIER_OPTIONS), number: z.string(), url: z.string() })
    .nullable(),
  paymentDueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  history: z.array(OrderEventSchema),
  /** Only for the order's seller and admins. */
  payout: PayoutSchema.nullable(),
  /** What the viewer may do now. */
  canCancel: z.boolean(),
  canPay: z.boolean(),
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const PlacedOrdersSchema = z.object({
  checkoutId: z.string(),
  orders: z.array(OrderSummarySchema),
});
export type PlacedOrders = z.infer<typeof PlacedOrdersSchema>;

const dateOnly = z.iso.date('invalid').optional();
export const OrderListQuerySchema = PageQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, 'invalid').optional(),
  /** Placed on or after this day (UTC). */
  from: dateOnly,
  /** Placed on or before this day (UTC). */
  to: dateOnly,
  /** Only orders past their ship-by day and not shipped (issue 24). */
  overdue: z.enum(['true', 'false'], 'invalid').optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;
export const AdminOrderListQuerySchema = OrderListQuerySchema.extend({
  seller: z.uuid('invalid').optional(),
  /** An order number, or part of it. */
  number: z.string().trim().max(40, 'invalid').optional(),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;
export const OrderPageSchema = pageOf(OrderSummarySchema);
export type OrderPage = z.infer<typeof OrderPageSchema>;

export const OrderStatusInputSchema = z.object({
  status: z.enum(ORDER_STATUSES, 'invalid'),
  /** Needed for "shipped": the parcel's carrier and tracking number. */
  carrier: z.enum(CARRIER_OPTIONS, 'required').optional(),
  trackingNumber: z
    .string()
    .trim()
    .min(1, 'required')
    .max(64, 'invalid')
    .regex(SINGLE_LINE, 'controlCharacters')
    .optional(),
  note: z.string().trim().max(500, 'invalid').regex(MULTI_LINE, 'controlCharacters').optional(),
});
export type OrderStatusInput = z.infer<typeof OrderStatusInputSchema>;

export const CustomerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  orderCount: z.number().int(),
  /** Orders not cancelled, summed. */
  total: MoneySchema,
  lastOrderAt: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;
export const CustomerPageSchema = pageOf(CustomerSchema);
export type CustomerPage = z.infer<typeof CustomerPageSchema>;
