/**
 * "Tell me when it is back" (issue 22): an address waits for a sold-out product; when the product
 * is in stock again one mail goes out in the subscriber's language and the wait is forgotten.
 */
import { matchLocale, type StockAlert, type StockAlertInput } from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { createToken } from '../../lib/tokens.js';
import { enqueueMails } from '../mail/mail.service.js';
import * as repo from './catalog.repo.js';
import * as alerts from './stock-alerts.repo.js';
import { pickVersion, type CatalogContext } from './catalog.service.js';

/** The site's public address for the mails' links, told once by the routes (`app.ts`). */
let publicUrl: string | undefined;
export function setStockAlertSite(url: string) {
  publicUrl = url;
}

/**
 * Waits for a listed, sold-out product; 404 for one the catalog does not list, 409 in stock (or
 * made to order).
 */
export async function subscribe(
  ctx: CatalogContext,
  productId: string,
  input: StockAlertInput,
): Promise<StockAlert> {
  const page = await repo.findProductHead(ctx.db, productId);
  if (!page || !page.listed) throw new NotFoundError();
  // A made-to-order piece can be ordered whatever its units: nothing to wait for.
  if (page.product.quantity > 0 || page.product.madeToOrder)
    throw new ConflictError('productInStock', 'IN_STOCK');
  const token = createToken();
  await alerts.upsertStockAlert(ctx.db, {
    productId,
    email: input.email,
    locale: ctx.locale,
    token,
  });
  return { email: input.email, token };
}

/** Forgets a wait by its token; an unknown token (already mailed, or cancelled) changes nothing. */
export async function unsubscribe(ctx: Pick<CatalogContext, 'db'>, token: string) {
  await alerts.deleteStockAlert(ctx.db, token);
}

/**
 * The products' stock may have come back (the maker's form, an import, a cancelled order): the
 * waits of those in stock now become mails, in the caller's transaction, and are forgotten.
 */
export async function notifyBackInStock(tx: Executor, productIds: string[]) {
  const due = await alerts.takeDueStockAlerts(tx, productIds);
  if (due.length === 0) return;
  await enqueueMails(
    tx,
    due.map((alert) => {
      const locale = matchLocale(alert.locale) ?? 'en-US';
      const link = `${publicUrl ?? ''}/products/${alert.productId}`;
      return {
        to: alert.email,
        locale,
        template: {
          name: 'backInStock' as const,
          product: pickVersion(alert.versions, locale)?.name ?? '',
          link,
        },
      };
    }),
  );
}
