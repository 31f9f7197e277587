import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type {
  LoginResponse,
  OrderDetail,
  PlacedOrders,
  ProductDetail,
  ProductPage,
} from '@kramik/contract';
import { DEMO_BUYERS, DEMO_MAKERS } from '../../apps/server/src/db/demo/data.js';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed.js';
import { hasBrowser, logIn, useBrowser } from '../fixtures/browser.js';

async function api<T>(base: string, pathname: string, token?: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${pathname}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  expect(response.ok, `${pathname}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

async function tokenOf(base: string, username: string) {
  const login = await api<LoginResponse>(base, '/api/users/login', undefined, {
    method: 'POST',
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return login.tokenUser;
}

const notification = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor();

/** A calendar day (`YYYY-MM-DD`) as the order lists write it in en-US: "Dec 8, 2026". */
const mediumDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * Issue 24's journey. A visitor favourites two pieces and follows their maker, signs in and finds
 * them kept; buys a made-to-order piece with the maker's coupon, paying with PayU, and sees its
 * ship-by date; the maker posts a progress photo, which the buyer sees on the order; once the
 * piece is picked up, the buyer opens its passport from the order and downloads the card (PDF).
 */
describe.skipIf(!hasBrowser)('beyond the spec', () => {
  const session = useBrowser();

  it('favourites kept at sign-in, a made-to-order piece with a coupon, progress, passport', async () => {
    const base = session.baseUrl;
    const maker = DEMO_MAKERS.find((m) => m.key === 'boleslawiec')!;
    const makerName = maker.company.shortName;
    // A buyer no other journey signs in as, with no favourites in the demo data.
    const buyer = DEMO_BUYERS.find((b) => b.key === 'sara')!;
    const buyerToken = await tokenOf(base, buyer.username);
    const makerToken = await tokenOf(base, maker.username);
    await api(base, '/api/cart', buyerToken, { method: 'DELETE' });

    // The maker's pieces: a made-to-order one with a passport to buy, two others to favourite.
    const companies = await api<{ items: { _id: string; shortName: string }[] }>(
      base,
      '/api/companies?limit=100',
    );
    const companyId = companies.items.find((c) => c.shortName === makerName)!._id;
    const listed = await api<ProductPage>(base, `/api/products?seller=${companyId}&limit=100`);
    let piece: ProductDetail | undefined;
    for (const item of listed.items) {
      const detail = await api<ProductDetail>(base, `/api/products/${item._id}`);
      if (!detail.leadTime?.madeToOrder) continue;
      const passport = await api<{ hasPassport: boolean }>(
        base,
        `/api/products/${item._id}/passport`,
      );
      if (passport.hasPassport) {
        piece = detail;
        break;
      }
    }
    expect(piece, 'a made-to-order piece with a passport in the demo data').toBeDefined();
    const liked = listed.items.filter((p) => p._id !== piece!._id && p.quantity > 0).slice(0, 2);
    expect(liked).toHaveLength(2);

    // The maker's coupon for this run: 10 % off their part of a cart.
    const code = `KRAMIK-${randomBytes(3).toString('hex').toUpperCase()}`;
    await api(base, '/api/seller/coupons', makerToken, {
      method: 'POST',
      body: JSON.stringify({ code, kind: 'percent', value: 10 }),
    });

    // A visitor: two hearts and a follow, kept in the browser.
    const page = await session.newPage();
    for (const product of liked) {
      await page.goto(`/products/${product._id}`);
      const heart = page.getByRole('button', { name: `Favourite ${product.name}` }).first();
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    }
    await page.goto(`/company/${companyId}`);
    const follow = page.getByRole('button', { name: `Follow ${makerName}` });
    await follow.click();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');

    // Signed in, the browser's favourites move to the account: the server has them.
    await logIn(page, buyer.username, DEMO_PASSWORD);
    await page.goto('/favourites');
    await page.getByRole('heading', { name: 'Favourites', level: 1 }).waitFor();
    for (const product of liked) {
      await page.getByRole('link', { name: product.name }).first().waitFor();
    }
    await expect
      .poll(async () => {
        const kept = await api<{ products: string[]; makers: string[] }>(
          base,
          '/api/favourites',
          buyerToken,
        );
        return [kept.products.sort(), kept.makers];
      })
      .toEqual([liked.map((p) => p._id).sort(), [companyId]]);
    await page.getByRole('tab', { name: 'Makers' }).click();
    await page.getByRole('button', { name: `Unfollow ${makerName}` }).waitFor();

    // The made-to-order piece: its page says when it ships; the cart takes the coupon.
    await page.goto(`/products/${piece!._id}`);
    await page
      .getByText(/^Made to order — ships by /)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await notification(page, 'Added to cart');
    await page.goto('/cart');
    const group = page.getByRole('region', { name: makerName });
    await group
      .getByText(/Made to order — ships by /)
      .first()
      .waitFor();
    await group.getByLabel('Coupon code').fill(code.toLowerCase());
    await group.getByRole('button', { name: 'Apply' }).click();
    await group.getByText(`Coupon ${code}`).waitFor();
    await page
      .getByRole('radiogroup', { name: `How to receive the order from ${makerName}` })
      .getByRole('radio', { name: "Pick-up in the maker's shop" })
      .check();
    await page
      .getByRole('radiogroup', { name: `Pick-up shop of ${makerName}` })
      .getByRole('radio')
      .first()
      .check();
    const placing = page.waitForResponse(
      (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Place order' }).click();
    const placed = (await (await placing).json()) as PlacedOrders;
    expect(placed.orders).toHaveLength(1);
    await page.getByRole('heading', { name: 'Choose how to pay' }).waitFor();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay with PayU' }).click();
    await (await popup).getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: 'Thank you for your payment' }).waitFor();

    const order = await api<OrderDetail>(base, `/api/orders/${placed.orders[0]!._id}`, buyerToken);
    const price = piece!.price.amount;
    expect(order).toMatchObject({ couponCode: code, discount: { amount: Math.round(price / 10) } });
    expect(order.shipBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.goto('/userorders');
    const row = page.getByRole('button', { name: order.number, exact: true });
    await row.waitFor();
    await page
      .getByText(`Ship by ${mediumDay(order.shipBy!)}`)
      .first()
      .waitFor();

    // The maker posts a photo of the piece in the making; the buyer sees it on the order.
    const makerPage = await session.newPage();
    await logIn(makerPage, maker.username, DEMO_PASSWORD);
    await makerPage.goto(`/orders?order=${order._id}`);
    const makerDialog = makerPage.getByRole('dialog', { name: `Order ${order.number}` });
    await makerDialog.getByRole('button', { name: 'Mark as in progress' }).click();
    await notification(makerPage, `Order ${order.number} is now: In progress.`);
    const progress = makerDialog.getByRole('form', { name: 'Post progress' });
    await progress.getByLabel('What is new').fill('Thrown and drying before the first firing');
    await progress.getByLabel('Choose a photo').setInputFiles({
      name: 'drying.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: { width: 900, height: 900, channels: 3, background: '#c79a5b' },
      })
        .jpeg()
        .toBuffer(),
    });
    await progress.getByRole('button', { name: 'Post progress' }).click();
    await notification(makerPage, 'Posted: the buyer has been told.');

    await row.click();
    const buyerDialog = page.getByRole('dialog', { name: `Order ${order.number}` });
    const posts = buyerDialog.getByRole('list', { name: 'Progress posts' });
    await posts.getByRole('img', { name: 'Thrown and drying before the first firing' }).waitFor();
    // Before the piece is received, its passport is not on the order yet.
    expect(await buyerDialog.getByRole('link', { name: /^Piece passport: / }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // The maker hands it over in the shop; the buyer's order now holds the piece's passport.
    for (const [action, status] of [
      ['Mark as ready for pick-up', 'Ready for pick-up'],
      ['Mark as picked up', 'Picked up'],
    ] as const) {
      await makerDialog.getByRole('button', { name: action }).click();
      await notification(makerPage, `Order ${order.number} is now: ${status}.`);
    }

    await page.reload();
    await page.getByRole('button', { name: order.number, exact: true }).click();
    const passportLink = buyerDialog.getByRole('link', { name: /^Piece passport: / }).first();
    await passportLink.waitFor();
    const download = page.waitForEvent('download');
    await buyerDialog
      .getByRole('button', { name: /^Download the card \(PDF\): / })
      .first()
      .click();
    const card = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of card) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    await passportLink.click();
    await page.waitForURL((url) => url.pathname.startsWith('/pieces/'));
    await page.getByText('Passport of a piece sold').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('Edition').first().waitFor();
  });
});
