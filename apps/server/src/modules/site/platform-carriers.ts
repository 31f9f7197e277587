import { eq, sql, type Column } from 'drizzle-orm';
import {
  CARRIER_OPTIONS,
  type CarrierOption,
  type PlatformCarrier,
  type PlatformCarriersInput,
} from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import { platformCarriers } from '../../db/schema/index.js';
import { ValidationError } from '../../lib/errors.js';
import type { RequestContext, SignedInContext } from '../../plugins/context.js';
import { recordAudit } from '../audit/audit.service.js';
import { getSiteCurrency } from './site.service.js';

/**
 * A condition on a carrier column: the platform offers that carrier (issue 19). For the cart's and
 * the checkout's own queries, so a carrier turned off disappears without another round trip.
 */
export function carrierOffered(column: Column) {
  return sql`${column} not in (select ${platformCarriers.carrier} from ${platformCarriers} where not ${platformCarriers.enabled})`;
}

async function rowsByCarrier(db: Executor) {
  const rows = await db.select().from(platformCarriers);
  return new Map(rows.map((row) => [row.carrier, row]));
}

async function listAll(db: Executor): Promise<PlatformCarrier[]> {
  const [rows, currency] = await Promise.all([rowsByCarrier(db), getSiteCurrency(db)]);
  const money = (amount: number | null | undefined) =>
    amount == null ? null : { amount, currency };
  return CARRIER_OPTIONS.map((carrier) => {
    const row = rows.get(carrier);
    return {
      carrier,
      enabled: row?.enabled ?? true,
      defaultPrice: money(row?.defaultPriceAmount),
      defaultFreeFrom: money(row?.defaultFreeFromAmount),
    };
  });
}

/** The carriers makers may offer, with the platform's default costs (`GET /api/carriers`). */
export async function listOfferedCarriers({ db }: RequestContext) {
  return { items: (await listAll(db)).filter((c) => c.enabled) };
}

/** Every carrier, on or off (`GET /api/admin/carriers`). */
export async function listPlatformCarriers({ db }: SignedInContext) {
  return { items: await listAll(db) };
}

/** Saves the carriers the admin sent (the others keep their settings), with one audit entry. */
export async function savePlatformCarriers(ctx: SignedInContext, input: PlatformCarriersInput) {
  await ctx.db.transaction(async (tx) => {
    const before = await rowsByCarrier(tx);
    const changedBefore: Record<string, unknown> = {};
    const changedAfter: Record<string, unknown> = {};
    for (const item of input.items) {
      const old = before.get(item.carrier);
      const was = {
        enabled: old?.enabled ?? true,
        defaultPriceAmount: old?.defaultPriceAmount ?? null,
        defaultFreeFromAmount: old?.defaultFreeFromAmount ?? null,
      };
      const next = {
        enabled: item.enabled,
        defaultPriceAmount: item.defaultPriceAmount,
        defaultFreeFromAmount: item.defaultFreeFromAmount,
      };
      if (JSON.stringify(was) === JSON.stringify(next)) continue;
      changedBefore[item.carrier] = was;
      changedAfter[item.carrier] = next;
      await tx
        .insert(platformCarriers)
        .values({ carrier: item.carrier, ...next, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: platformCarriers.carrier,
          set: { ...next, updatedAt: new Date() },
        });
    }
    if (Object.keys(changedAfter).length > 0)
      await recordAudit(
        { ...ctx, db: tx },
        {
          action: 'site.carriers',
          targetType: 'site',
          before: changedBefore,
          after: changedAfter,
        },
      );
  });
  return listPlatformCarriers(ctx);
}

/** A maker's courier pricing names only a carrier the platform offers. */
export async function requireCarrierOffered(db: Executor, carrier: CarrierOption) {
  const [row] = await db
    .select({ enabled: platformCarriers.enabled })
    .from(platformCarriers)
    .where(eq(platformCarriers.carrier, carrier));
  if (row && !row.enabled) throw new ValidationError({ carrier: 'carrierNotOffered' });
}
