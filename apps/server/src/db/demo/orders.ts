import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@kramik/contract';
import { rowsOf, type Executor } from '../client.js';
import { saveAddress, saveInvoiceData } from '../../modules/accounts/accounts.service.js';
import { recordPastOrder } from '../../modules/orders/order-lifecycle.js';
import { recordOrderPaid } from '../../modules/payments/payments.service.js';
import {
  companies,
  courierPricing,
  products,
  shops,
  users,
  type StoredAddress,
} from '../schema/index.js';

/** Where the demo buyers live: their saved address, used by their demo orders. */
const BUYER_ADDRESSES: Record<string, StoredAddress> = {
  'anna.kowalczyk': {
    street: 'ul. Mostowa 14/3',
    city: 'Kraków',
    postalCode: '31-061',
    region: 'małopolskie',
    country: 'PL',
  },
  'jonas.becker': {
    street: 'Bergmannstraße 61',
    city: 'Berlin',
    postalCode: '10961',
    region: '',
    country: 'DE',
  },
  'sara.lindqvist': {
    street: 'Skånegatan 88',
    city: 'Stockholm',
    postalCode: '116 37',
    region: '',
    country: 'SE',
  },
};

/** Anna buys for her design studio too: a saved invoice profile. */
const ANNA_INVOICE = {
  companyName: 'Pracownia Projektowa Anna Kowalczyk',
  taxId: '6762466713',
  street: 'ul. Mostowa 14/3',
  city: 'Kraków',
  postalCode: '31-061',
  country: 'PL',
};

/** One demo order: whose, from which maker, how received, and how far it got. */
interface DemoOrder {
  buyer: string;
  maker: string;
  productOffsets: number[];
  method: 'delivery' | 'pickup';
  status: OrderStatus;
  daysAgo: number;
  invoice?: boolean;
}

const ORDERS: DemoOrder[] = [
  {
    buyer: 'anna.kowalczyk',
    maker: 'Modra Glina',
    productOffsets: [0, 3],
    method: 'delivery',
    status: 'shipped',
    daysAgo: 6,
    invoice: true,
  },
  {
    buyer: 'anna.kowalczyk',
    maker: 'Modra Glina',
    productOffsets: [5],
    method: 'pickup',
    status: 'ready_for_pickup',
    daysAgo: 3,
  },
  {
    buyer: 'anna.kowalczyk',
    maker: '',
    productOffsets: [1],
    method: 'delivery',
    status: 'awaiting_payment',
    daysAgo: 0,
  },
  {
    buyer: 'anna.kowalczyk',
    maker: '',
    productOffsets: [2, 4],
    method: 'delivery',
    status: 'completed',
    daysAgo: 40,
  },
  {
    buyer: 'jonas.becker',
    maker: 'Modra Glina',
    productOffsets: [7],
    method: 'delivery',
    status: 'paid',
    daysAgo: 1,
  },
  {
    buyer: 'jonas.becker',
    maker: 'Modra Glina',
    productOffsets: [9, 10],
    method: 'delivery',
    status: 'in_progress',
    daysAgo: 2,
  },
  {
    buyer: 'jonas.becker',
    maker: '',
    productOffsets: [3],
    method: 'delivery',
    status: 'delivered',
    daysAgo: 12,
  },
  {
    buyer: 'sara.lindqvist',
    maker: 'Modra Glina',
    productOffsets: [12],
    method: 'delivery',
    status: 'completed',
    daysAgo: 25,
  },
  {
    buyer: 'sara.lindqvist',
    maker: 'Modra Glina',
    productOffsets: [14],
    method: 'delivery',
    status: 'cancelled',
    daysAgo: 9,
  },
  {
    buyer: 'sara.lindqvist',
    maker: '',
    productOffsets: [6],
    method: 'pickup',
    status: 'picked_up',
    daysAgo: 15,
  },
  // Delivered, with the piece passports of what Anna bought (issue 24, demo/passports.ts).
  {
    buyer: 'anna.kowalczyk',
    maker: 'Modra Glina',
    productOffsets: [1, 2],
    method: 'delivery',
    status: 'delivered',
    daysAgo: 10,
  },
];

/** The statuses an order passed through to reach `status`. */
function pathTo(status: OrderStatus, method: 'delivery' | 'pickup'): OrderStatus[] {
  const ahead: OrderStatus[] =
    method === 'delivery'
      ? ['awaiting_payment', 'paid', 'in_progress', 'shipped', 'delivered', 'completed']
      : ['awaiting_payment', 'paid', 'in_progress', 'ready_for_pickup', 'picked_up', 'completed'];
  if (status === 'cancelled') return ['awaiting_payment', 'cancelled'];
  return ahead.slice(0, ahead.indexOf(status) + 1);
}

/**
 * Demo orders in every state, for three buyers and several makers (Modra Glina, the demo maker,
 * has most of them), with their history; plus the buyers' saved addresses and Anna's invoice data.
 */
export async function seedDemoOrders(tx: Executor, now: Date, commissionBasisPoints: number) {
  const buyers = await tx
    .select()
    .from(users)
    .where(inArray(users.username, Object.keys(BUYER_ADDRESSES)));
  const byName = new Map(buyers.map((b) => [b.username, b]));
  for (const [username, address] of Object.entries(BUYER_ADDRESSES)) {
    const buyer = byName.get(username);
    if (buyer) await saveAddress(tx, buyer.id, address);
  }
  const anna = byName.get('anna.kowalczyk');
  if (anna) await saveInvoiceData(tx, anna.id, ANNA_INVOICE);

  const makerRows = await tx
    .select({ id: companies.id, shortName: companies.shortName, ownerId: companies.ownerId })
    .from(companies)
    .orderBy(asc(companies.shortName));
  const demoMaker = makerRows.find((m) => m.shortName === 'Modra Glina') ?? makerRows[0];
  const others = makerRows.filter((m) => m !== demoMaker);
  const day = 24 * 60 * 60 * 1000;

  for (const [index, demo] of ORDERS.entries()) {
    const buyer = byName.get(demo.buyer);
    const maker = demo.maker ? demoMaker : others[index % Math.max(others.length, 1)];
    if (!buyer || !maker) continue;
    const items = await tx
      .select({
        id: products.id,
        versions: products.versions,
        priceAmount: products.priceAmount,
        coverImage: products.coverImage,
      })
      .from(products)
      .where(eq(products.companyId, maker.id))
      .orderBy(asc(products.createdAt), asc(products.id));
    const chosen = demo.productOffsets
      .map((o) => items[o % Math.max(items.length, 1)])
      .filter((p) => p !== undefined);
    if (chosen.length === 0) continue;
    const [pricing] = await tx
      .select()
      .from(courierPricing)
      .where(eq(courierPricing.companyId, maker.id))
      .orderBy(asc(courierPricing.priceAmount));
    const [shop] = await tx.select().from(shops).where(eq(shops.companyId, maker.id)).limit(1);
    const method = demo.method === 'pickup' && shop ? 'pickup' : 'delivery';
    // A maker without a shop ships instead: the pick-up statuses become their delivery twins.
    const status: OrderStatus =
      method === demo.method
        ? demo.status
        : demo.status === 'ready_for_pickup'
          ? 'shipped'
          : demo.status === 'picked_up'
            ? 'delivered'
            : demo.status;
    const lines = chosen.map((p, i) => {
      const quantity = i === 0 && chosen.length === 1 ? 2 : 1;
      const name =
        p.versions.find((v) => v.locale === buyer.locale)?.name ?? p.versions[0]?.name ?? '';
      const image = p.coverImage
        ? (p.coverImage.variants['640'] ?? Object.values(p.coverImage.variants)[0] ?? null)
        : null;
      return {
        productId: p.id,
        name,
        image,
        unitAmount: p.priceAmount,
        quantity,
        lineAmount: p.priceAmount * quantity,
      };
    });
    const itemsAmount = lines.reduce((sum, l) => sum + l.lineAmount, 0);
    const free =
      !pricing ||
      (pricing.freeDeliveryThreshold !== null && itemsAmount >= pricing.freeDeliveryThreshold);
    const deliveryAmount = method === 'delivery' && !free ? pricing.priceAmount : 0;
    const totalAmount = itemsAmount + deliveryAmount;
    const steps = pathTo(status, method);
    const paid = steps.includes('paid');
    const placedAt = new Date(now.getTime() - demo.daysAgo * day - (index + 1) * 37 * 60_000);
    const [seq] = rowsOf<{ n: string }>(
      await tx.execute(sql`select nextval('order_number_seq')::text as n`),
    );
    const address = BUYER_ADDRESSES[demo.buyer]!;
    const carrier = method === 'delivery' ? (pricing?.carrier ?? 'dpd_courier') : null;
    const locker = carrier === 'inpost_locker' || carrier?.startsWith('dpd_pickup') === true;
    const shipped = steps.includes('shipped');
    const trackingNumber = shipped
      ? `62${String(100000000000 + index * 7919).padStart(22, '0')}`
      : null;
    const commissionAmount = Math.floor((itemsAmount * commissionBasisPoints + 5_000) / 10_000);
    const paidAt = paid ? new Date(placedAt.getTime() + 20 * 60_000) : null;
    const orderId = await recordPastOrder(tx, {
      order: {
        number: `MK-${placedAt.getUTCFullYear()}-${seq!.n.padStart(6, '0')}`,
        checkoutId: crypto.randomUUID(),
        buyerId: buyer.id,
        companyId: maker.id,
        status,
        paymentStatus: paid ? 'paid' : status === 'cancelled' ? 'cancelled' : 'none',
        paymentType: 'online',
        currency: 'EUR',
        itemsAmount,
        deliveryAmount,
        totalAmount,
        paidAmount: paid ? totalAmount : 0,
        commissionBasisPoints,
        commissionAmount,
        receivingMethod: method,
        carrier,
        courierPricingId: method === 'delivery' ? (pricing?.id ?? null) : null,
        pointCode: locker ? 'KRA01M' : null,
        // The emulator's KRA01M (modules/logistics/sandbox/points.seed.ts), near Anna's street.
        pointName: locker ? 'Przy sklepie Lewiatan' : null,
        pointAddress: locker ? 'Mostowa 5, 31-061 Kraków' : null,
        shopId: method === 'pickup' ? shop!.id : null,
        shop:
          method === 'pickup'
            ? {
                title: shop!.title,
                street: shop!.street,
                city: shop!.city,
                postalCode: shop!.postalCode,
                country: shop!.country,
              }
            : null,
        shippingAddress: method === 'delivery' ? address : null,
        invoice: demo.invoice ? ANNA_INVOICE : null,
        customerName: `${buyer.firstName} ${buyer.lastName}`,
        customerEmail: buyer.email,
        customerPhone: buyer.phone,
        country: method === 'delivery' ? address.country : shop!.country,
        trackingCarrier: shipped ? carrier : null,
        trackingNumber,
        paymentDueAt:
          status === 'awaiting_payment' ? new Date(placedAt.getTime() + 72 * 3_600_000) : null,
        paidAt,
        createdAt: placedAt,
        updatedAt: placedAt,
      },
      items: lines,
      history: steps.map((status, step) => ({
        status,
        actorRole:
          status === 'awaiting_payment'
            ? 'buyer'
            : status === 'paid'
              ? 'system'
              : status === 'cancelled'
                ? 'buyer'
                : 'seller',
        actorId:
          status === 'awaiting_payment' || status === 'cancelled'
            ? buyer.id
            : status === 'paid'
              ? null
              : maker.ownerId,
        note: null,
        createdAt: new Date(placedAt.getTime() + step * 5 * 3_600_000),
      })),
    });
    // The money went through the platform: the ledger records it as a real payment does.
    if (paidAt)
      await recordOrderPaid(
        tx,
        { id: orderId, companyId: maker.id, currency: 'EUR', totalAmount, commissionAmount },
        null,
        paidAt,
      );
  }
}
