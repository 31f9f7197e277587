import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  companies,
  orderItems,
  orders,
  pieces,
  productPassports,
  products,
  type PieceSnapshot,
} from '../../db/schema/index.js';
import { ConflictError } from '../../lib/errors.js';
import { listMakingOf } from './passports.repo.js';

/** A piece's public code: 96 random bits, URL-safe (16 characters). */
export function newPieceCode() {
  return randomBytes(12).toString('base64url');
}

/**
 * The lowest edition numbers not held by a piece of an order that is still going: a cancelled
 * order's number goes back to the edition (its piece record is replaced), so the sold pieces of
 * an edition of N are numbered 1..N with no gaps and no duplicates.
 */
export function freeNumbers(size: number, held: ReadonlySet<number>, wanted: number) {
  const free: number[] = [];
  for (let n = 1; n <= size && free.length < wanted; n += 1) if (!held.has(n)) free.push(n);
  return free;
}

/**
 * Writes the pieces of freshly placed orders (called by checkout, inside its transaction): one
 * record per unit of every line whose product has a passport, with an unguessable code, its
 * edition number and a snapshot of the passport as it stands now. The passport rows are locked in
 * product order, so concurrent checkouts of one numbered edition take their numbers one after
 * the other; when the edition has no free number left, the checkout fails with 409.
 */
export async function recordPieces(tx: Executor, orderIds: string[], now: Date) {
  if (orderIds.length === 0) return;
  const lines = await tx
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      companyId: orders.companyId,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.orderId, orderIds), isNotNull(orderItems.productId)))
    .orderBy(asc(orderItems.id));
  const productIds = [...new Set(lines.map((l) => l.productId!))].sort();
  if (productIds.length === 0) return;
  const passports = await tx
    .select()
    .from(productPassports)
    .where(inArray(productPassports.productId, productIds))
    .orderBy(asc(productPassports.productId))
    .for('update');
  if (passports.length === 0) return;
  const withPassport = passports.map((p) => p.productId);
  // One query after another: a transaction is one connection.
  const about = await tx
    .select({
      id: products.id,
      versions: products.versions,
      coverImage: products.coverImage,
      makerName: companies.shortName,
    })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(inArray(products.id, withPassport));
  const photos = await listMakingOf(tx, withPassport);
  const rows: (typeof pieces.$inferInsert)[] = [];
  for (const passport of passports) {
    const productId = passport.productId;
    const product = about.find((p) => p.id === productId)!;
    const snapshot: PieceSnapshot = {
      names: Object.fromEntries(product.versions.map((v) => [v.locale, v.name])),
      texts: passport.texts,
      hoursOfWork: passport.hoursOfWork,
      makerName: product.makerName,
      cover: product.coverImage,
      photos: photos
        .filter((p) => p.productId === productId)
        .map((p) => ({ id: p.id, variants: p.variants, width: p.width, height: p.height })),
    };
    const units = lines
      .filter((l) => l.productId === productId)
      .flatMap((l) => Array.from({ length: l.quantity }, () => l));
    let numbers: (number | null)[] = units.map(() => null);
    if (passport.editionSize !== null) {
      const held = await tx
        .select({ id: pieces.id, number: pieces.editionNumber, status: orders.status })
        .from(pieces)
        .innerJoin(orders, eq(orders.id, pieces.orderId))
        .where(and(eq(pieces.productId, productId), isNotNull(pieces.editionNumber)));
      const active = new Set(held.filter((h) => h.status !== 'cancelled').map((h) => h.number!));
      const free = freeNumbers(passport.editionSize, active, units.length);
      if (free.length < units.length) throw new ConflictError('editionSoldOut', 'OUT_OF_STOCK');
      const reused = held.filter((h) => h.status === 'cancelled' && free.includes(h.number!));
      if (reused.length > 0)
        await tx.delete(pieces).where(
          inArray(
            pieces.id,
            reused.map((h) => h.id),
          ),
        );
      numbers = free;
      await tx
        .update(productPassports)
        .set({ editionsAssigned: active.size + units.length })
        .where(eq(productPassports.productId, productId));
    }
    units.forEach((line, i) =>
      rows.push({
        code: newPieceCode(),
        orderId: line.orderId,
        orderItemId: line.id,
        productId,
        companyId: line.companyId,
        editionNumber: numbers[i] ?? null,
        editionSize: passport.editionSize,
        snapshot,
        createdAt: now,
      }),
    );
  }
  if (rows.length > 0) await tx.insert(pieces).values(rows);
}
