import { DEFAULT_COMMISSION_PERCENT, DEFAULT_CURRENCY } from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import { getSiteSettings } from '../site/site.service.js';

/** The marketplace currency chosen by the admin (PRODUCT.md "Commission and money"). */
export async function marketCurrency(db: Executor) {
  return (await getSiteSettings(db))?.currency ?? DEFAULT_CURRENCY;
}

/** The commission rate now, in basis points of the products' value (800 = 8 %). */
export async function commissionBasisPoints(db: Executor) {
  return (await getSiteSettings(db))?.commissionBasisPoints ?? DEFAULT_COMMISSION_PERCENT * 100;
}

/** The currency and the commission rate now, from one read of the settings. */
export async function marketTerms(db: Executor) {
  const settings = await getSiteSettings(db);
  return {
    currency: settings?.currency ?? DEFAULT_CURRENCY,
    basisPoints: settings?.commissionBasisPoints ?? DEFAULT_COMMISSION_PERCENT * 100,
  };
}

/** Commission on the products' value (delivery excluded), rounded half up to a minor unit. */
export function commissionOf(itemsAmount: number, basisPoints: number) {
  return Math.floor((itemsAmount * basisPoints + 5_000) / 10_000);
}
