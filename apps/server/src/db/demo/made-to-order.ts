import { asc, eq } from 'drizzle-orm';
import { rowsOf, type Executor } from '../client.js';
import { sql } from 'drizzle-orm';
import { addDays, dayOf, madeToOrderShipDate } from '@kramik/contract';
import { recordPastOrder } from '../../modules/orders/order-lifecycle.js';
import { recordOrderPaid } from '../../modules/payments/payments.service.js';
import {
  companies,
  courierPricing,
  orderProgressPosts,
  productImages,
  products,
  users,
  type StoredAddress,
} from '../schema/index.js';

/** The makers' pieces made after the order (issue 24): by maker, product offset and lead time. */
const MADE_TO_ORDER: { maker: string; offset: number; makingDays: number; capacity: number }[] = [
  { maker: 'Modra Glina', offset: 1, makingDays: 10, capacity: 3 },
  { maker: 'Modra Glina', offset: 4, makingDays: 14, capacity: 5 },
  { maker: 'Modra Glina', offset: 8, makingDays: 21, capacity: 2 },
  { maker: 'Kienzler Holz', offset: 0, makingDays: 15, capacity: 2 },
  { maker: 'Ljungbergs Glas', offset: 2, makingDays: 7, capacity: 4 },
];

const ADDRESSES: Record<string, StoredAddress> = {
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
};

const POST_TEXT =
  'The glaze is on: your piece goes into the kiln tonight, every dot painted by hand.';

/**
 * Made-to-order demo pieces; Anna's order of one being made, with Magda's progress post (a photo
 * of the piece), and Jonas's, overdue. Runs after the product images are written.
 */
export async function seedDemoMadeToOrder(tx: Executor, now: Date, commissionBasisPoints: number) {
  const makers = await tx
    .select({ id: companies.id, shortName: companies.shortName, ownerId: companies.ownerId })
    .from(companies);
  const byName = new Map(makers.map((m) => [m.shortName, m]));
  const chosen = new Map<string, { id: string; makingDays: number; capacity: number }>();
  for (const plan of MADE_TO_ORDER) {
    const maker = byName.get(plan.maker);
    if (!maker) continue;
    const items = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.companyId, maker.id))
      .orderBy(asc(products.createdAt), asc(products.id));
    const product = items[plan.offset % Math.max(items.length, 1)];
    if (!product) continue;
    await tx
      .update(products)
      .set({ madeToOrder: true, makingDays: plan.makingDays, weeklyCapacity: plan.capacity })
      .where(eq(products.id, product.id));
    if (!chosen.has(plan.maker))
      chosen.set(plan.maker, {
        id: product.id,
        makingDays: plan.makingDays,
        capacity: plan.capacity,
      });
  }

  const maker = byName.get('Modra Glina');
  const piece = chosen.get('Modra Glina');
  if (!maker || !piece) return;
  const day = 24 * 3_600_000;
  // Anna's, being made, with Magda's progress post; Jonas's, past its ship-by day (overdue).
  const annas = await demoOrder(tx, {
    buyer: 'anna.kowalczyk',
    maker,
    piece,
    placedAt: new Date(now.getTime() - 4 * day),
    commissionBasisPoints,
  });
  await demoOrder(tx, {
    buyer: 'jonas.becker',
    maker,
    piece,
    placedAt: new Date(now.getTime() - 12 * day),
    shipBy: addDays(dayOf(now), -1),
    commissionBasisPoints,
  });
  // The photo of the piece in the making: the product's own picture stands in for it.
  if (annas?.image)
    await tx.insert(orderProgressPosts).values({
      orderId: annas.orderId,
      authorId: maker.ownerId,
      text: POST_TEXT,
      variants: annas.image.variants,
      original: annas.image.original,
      width: annas.image.width,
      height: annas.image.height,
      createdAt: new Date(now.getTime() - 20 * 3_600_000),
    });
}

/** One paid order of a made-to-order piece, in progress (two pieces, courier delivery). */
async function demoOrder(
  tx: Executor,
  demo: {
    buyer: string;
    maker: { id: string; ownerId: string };
    piece: { id: string; makingDays: number; capacity: number };
    placedAt: Date;
    shipBy?: string;
    commissionBasisPoints: number;
  },
) {
  const { maker, piece, placedAt, commissionBasisPoints } = demo;
  const [buyer] = await tx.select().from(users).where(eq(users.username, demo.buyer));
  const [product] = await tx.select().from(products).where(eq(products.id, piece.id));
  if (!buyer || !product) return undefined;
  const address = ADDRESSES[demo.buyer]!;
  // A courier to the door: no locker to name.
  const carriers = await tx
    .select()
    .from(courierPricing)
    .where(eq(courierPricing.companyId, maker.id))
    .orderBy(asc(courierPricing.priceAmount));
  const pricing =
    carriers.find((c) => ['dpd_courier', 'inpost_courier', 'gls_courier'].includes(c.carrier)) ??
    carriers[0];
  const quantity = 2;
  const itemsAmount = product.priceAmount * quantity;
  const free =
    !pricing ||
    (pricing.freeDeliveryThreshold !== null && itemsAmount >= pricing.freeDeliveryThreshold);
  const deliveryAmount = free ? 0 : pricing.priceAmount;
  const totalAmount = itemsAmount + deliveryAmount;
  const commissionAmount = Math.floor((itemsAmount * commissionBasisPoints + 5_000) / 10_000);
  const [seq] = rowsOf<{ n: string }>(
    await tx.execute(sql`select nextval('order_number_seq')::text as n`),
  );
  const paidAt = new Date(placedAt.getTime() + 15 * 60_000);
  const name =
    product.versions.find((v) => v.locale === buyer.locale)?.name ??
    product.versions[0]?.name ??
    '';
  const [image] = await tx
    .select()
    .from(productImages)
    .where(eq(productImages.productId, product.id))
    .orderBy(asc(productImages.position))
    .limit(1);
  const orderId = await recordPastOrder(tx, {
    order: {
      number: `MK-${placedAt.getUTCFullYear()}-${seq!.n.padStart(6, '0')}`,
      checkoutId: crypto.randomUUID(),
      buyerId: buyer.id,
      companyId: maker.id,
      status: 'in_progress',
      paymentStatus: 'paid',
      paymentType: 'online',
      currency: product.currency,
      itemsAmount,
      deliveryAmount,
      totalAmount,
      paidAmount: totalAmount,
      commissionBasisPoints,
      commissionAmount,
      receivingMethod: 'delivery',
      carrier: pricing?.carrier ?? 'dpd_courier',
      courierPricingId: pricing?.id ?? null,
      shippingAddress: address,
      customerName: `${buyer.firstName} ${buyer.lastName}`,
      customerEmail: buyer.email,
      customerPhone: buyer.phone,
      country: address.country,
      paidAt,
      shipBy:
        demo.shipBy ??
        madeToOrderShipDate({
          today: dayOf(placedAt),
          makingDays: piece.makingDays,
          weeklyCapacity: piece.capacity,
          quantity,
          taken: {},
        }),
      createdAt: placedAt,
      updatedAt: placedAt,
    },
    items: [
      {
        productId: product.id,
        name,
        image: image ? (image.variants['640'] ?? Object.values(image.variants)[0] ?? null) : null,
        unitAmount: product.priceAmount,
        quantity,
        lineAmount: itemsAmount,
        madeToOrder: true,
      },
    ],
    history: [
      { status: 'awaiting_payment', actorRole: 'buyer', actorId: buyer.id, createdAt: placedAt },
      { status: 'paid', actorRole: 'system', actorId: null, createdAt: paidAt },
      {
        status: 'in_progress',
        actorRole: 'seller',
        actorId: maker.ownerId,
        createdAt: new Date(paidAt.getTime() + 3 * 3_600_000),
      },
    ],
  });
  await recordOrderPaid(
    tx,
    { id: orderId, companyId: maker.id, currency: product.currency, totalAmount, commissionAmount },
    null,
    paidAt,
  );
  return { orderId, image };
}
