import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALES, type Cart, type PerLocaleText, type SiteSettingsInput } from '@kramik/contract';
import { orders, siteSettings } from '../../db/schema/index.js';
import { callerOf, signedIn, useTestApp } from '../../../test/helpers.js';
import { addMaker, insertCategory, placeOrders } from '../../../test/marketplace.js';
import { SETTINGS_TTL_MS } from './site.service.js';

const ctx = useTestApp();
const call = callerOf(ctx);
let admin: string;
let buyer: string;

beforeAll(async () => {
  admin = (await signedIn(ctx, { permissions: 'admin' })).authorization;
  buyer = (await signedIn(ctx)).authorization;
});

afterEach(() => {
  vi.useRealTimers();
});

const noTexts = () => Object.fromEntries(LOCALES.map((l) => [l, ''])) as PerLocaleText;

const siteForm = (currency: SiteSettingsInput['currency']): SiteSettingsInput => ({
  defaultLocale: 'en-US',
  currency,
  headerText: noTexts(),
  bannerText: noTexts(),
  bannerIcon: noTexts(),
  titleBackgroundImage: null,
  titleBackgroundThumbnail: null,
  contact: { email: null, phone: null, address: null },
  appStoreLinks: { android: null, ios: null },
});

const cartCurrency = async () =>
  (await call('GET', '/api/cart', buyer)).json<Cart>().subtotal.currency;

async function commissionOf(orderId: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!.commissionBasisPoints;
}

describe('the node’s copy of the site settings', () => {
  it('shows an admin’s change on this node at the next cart and order', async () => {
    // The cart reads the currency, the config the rate: both now come from this node's copy.
    expect(await cartCurrency()).toBe('EUR');
    expect((await call('GET', '/api/config')).json().commissionPercent).toBe(8);

    const saved = await call('PUT', '/api/admin/site', admin, siteForm('PLN'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await cartCurrency()).toBe('PLN');
    await call('PUT', '/api/admin/site', admin, siteForm('EUR'));

    const categoryId = await insertCategory(ctx, 'cache', 'Cache');
    const maker = await addMaker(ctx, { autopay: false });
    const first = await placeOrders(ctx, categoryId, maker);
    expect(await commissionOf(first.orders[0]!._id)).toBe(800);
    const changed = await call('PUT', '/api/admin/commission', admin, { basisPoints: 1250 });
    expect(changed.statusCode, changed.body).toBe(200);
    const next = await placeOrders(ctx, categoryId, maker);
    expect(await commissionOf(next.orders[0]!._id)).toBe(1250);
    await call('PUT', '/api/admin/commission', admin, { basisPoints: 800 });
  });

  it('takes a change made on another node within SETTINGS_TTL_MS', async () => {
    expect((await call('GET', '/api/config')).json().commissionPercent).toBe(8);
    // Another node's save: the row changes, this node is not told.
    await ctx.database.db
      .insert(siteSettings)
      .values({ id: 1, commissionBasisPoints: 1000 })
      .onConflictDoUpdate({ target: siteSettings.id, set: { commissionBasisPoints: 1000 } });
    expect((await call('GET', '/api/config')).json().commissionPercent).toBe(8);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SETTINGS_TTL_MS + 1);
    expect((await call('GET', '/api/config')).json().commissionPercent).toBe(10);
  });
});
