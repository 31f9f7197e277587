import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { favouriteProducts, followedMakers } from '../../db/schema/index.js';
import {
  callerOf,
  expectPagedToTheMicrosecond,
  signedIn,
  useTestApp,
} from '../../../test/helpers.js';
import { insertCategory, insertProduct } from '../../../test/marketplace.js';
import { setMakerListed, setProductHidden } from '../catalog/catalog.service.js';

const ctx = useTestApp();
const call = callerOf(ctx);

let categoryId: string;
let maker: Awaited<ReturnType<typeof signedIn>>;
let otherMaker: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  categoryId = await insertCategory(ctx, 'ceramics', 'Ceramics');
  maker = await signedIn(ctx, { permissions: 'seller', withCompany: true });
  otherMaker = await signedIn(ctx, { permissions: 'seller', withCompany: true });
});

const piece = (name = 'Cobalt Jug', quantity = 5, companyId = maker.user.companyId!) =>
  insertProduct(ctx, { companyId, categoryId, price: 4000, quantity, name });

const buyer = () => signedIn(ctx);

const favouriteRows = (userId: string, productId?: string) =>
  ctx.database.db
    .select()
    .from(favouriteProducts)
    .where(
      and(
        eq(favouriteProducts.userId, userId),
        productId ? eq(favouriteProducts.productId, productId) : undefined,
      ),
    );

const followRows = (userId: string) =>
  ctx.database.db.select().from(followedMakers).where(eq(followedMakers.userId, userId));

describe('favourite pieces', () => {
  it('favourites, lists and unfavourites a piece; favouriting twice keeps one row', async () => {
    const jug = await piece('Cobalt Jug');
    const bowl = await piece('Salt Bowl', 2);
    const anna = await buyer();
    const put = await call('PUT', `/api/favourites/products/${jug}`, anna.authorization);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ favourite: true });
    expect(
      (await call('PUT', `/api/favourites/products/${jug}`, anna.authorization)).statusCode,
    ).toBe(200);
    await call('PUT', `/api/favourites/products/${bowl}`, anna.authorization);
    expect(await favouriteRows(anna.user.id, jug)).toHaveLength(1);

    const state = await call('GET', `/api/favourites/products/${jug}`, anna.authorization);
    expect(state.json()).toEqual({ favourite: true });
    const ids = await call('GET', '/api/favourites', anna.authorization);
    expect(ids.json().products.sort()).toEqual([jug, bowl].sort());

    const page = await call('GET', '/api/favourites/products?limit=1', anna.authorization);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().items).toHaveLength(1);
    expect(page.json().nextCursor).toEqual(expect.any(String));
    const next = await call(
      'GET',
      `/api/favourites/products?limit=1&cursor=${page.json().nextCursor}`,
      anna.authorization,
    );
    expect(next.json().items).toHaveLength(1);
    expect(next.json().nextCursor).toBeNull();
    const names = [page.json().items[0].name, next.json().items[0].name].sort();
    expect(names).toEqual(['Cobalt Jug', 'Salt Bowl']);
    // The card carries what the page marks: the stock ("Only 2 left").
    const bowlCard = [page.json().items[0], next.json().items[0]].find((p) => p._id === bowl);
    expect(bowlCard.quantity).toBe(2);

    const del = await call('DELETE', `/api/favourites/products/${jug}`, anna.authorization);
    expect(del.json()).toEqual({ favourite: false });
    expect(await favouriteRows(anna.user.id, jug)).toHaveLength(0);
    // Again: nothing to remove, still fine.
    expect(
      (await call('DELETE', `/api/favourites/products/${jug}`, anna.authorization)).statusCode,
    ).toBe(200);
  });

  it('answers 401 to visitors, 404 for a missing or unlisted product, 400 for a bad id', async () => {
    const jug = await piece();
    const anna = await buyer();
    for (const [method, url] of [
      ['GET', '/api/favourites'],
      ['GET', '/api/favourites/products'],
      ['PUT', `/api/favourites/products/${jug}`],
      ['DELETE', `/api/favourites/products/${jug}`],
      ['PUT', `/api/favourites/makers/${maker.user.companyId}`],
      ['GET', '/api/favourites/makers'],
      ['GET', '/api/favourites/digest'],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const post = await call('POST', '/api/favourites/merge', undefined, { products: [jug] });
    expect(post.statusCode).toBe(401);

    const missing = await call(
      'PUT',
      '/api/favourites/products/00000000-0000-4000-8000-000000000000',
      anna.authorization,
    );
    expect(missing.statusCode).toBe(404);
    const hidden = await piece('Hidden Vase');
    await setProductHidden(ctx.database, hidden, true);
    expect(
      (await call('PUT', `/api/favourites/products/${hidden}`, anna.authorization)).statusCode,
    ).toBe(404);

    for (const bad of ['nope', '1', "x'--"]) {
      const response = await call('PUT', `/api/favourites/products/${bad}`, anna.authorization);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().fields.id).toBeDefined();
    }
    const badCursor = await call('GET', '/api/favourites/products?cursor=zzz', anna.authorization);
    expect(badCursor.statusCode).toBe(400);
  });

  it('pages on through favourites that share one microsecond', async () => {
    const pieces = [await piece('Same Time Jug'), await piece('Same Time Bowl'), await piece()];
    const anna = await buyer();
    await call('POST', '/api/favourites/merge', anna.authorization, { products: pieces });
    // The pieces of one merge share its transaction's time, to the microsecond: a cursor in
    // milliseconds skipped the ones after a page's last.
    await expectPagedToTheMicrosecond(
      ctx,
      favouriteProducts.createdAt,
      favouriteProducts.productId,
      pieces,
      '/api/favourites/products',
      anna.authorization,
    );
  });

  it('leaves a favourite that stops being listed out of the list', async () => {
    const jug = await piece('Soon Hidden');
    const anna = await buyer();
    await call('PUT', `/api/favourites/products/${jug}`, anna.authorization);
    await setProductHidden(ctx.database, jug, true);
    const page = await call('GET', '/api/favourites/products', anna.authorization);
    expect(page.json().items).toEqual([]);
    await setProductHidden(ctx.database, jug, false);
    const again = await call('GET', '/api/favourites/products', anna.authorization);
    expect(again.json().items.map((p: { _id: string }) => p._id)).toEqual([jug]);
  });
});

describe('followed makers', () => {
  it('follows, lists and unfollows a maker; 404 for a missing or unlisted maker', async () => {
    const anna = await buyer();
    const companyId = maker.user.companyId!;
    const follow = await call('PUT', `/api/favourites/makers/${companyId}`, anna.authorization);
    expect(follow.statusCode, follow.body).toBe(200);
    await call('PUT', `/api/favourites/makers/${companyId}`, anna.authorization);
    expect(await followRows(anna.user.id)).toHaveLength(1);
    const list = await call('GET', '/api/favourites/makers', anna.authorization);
    expect(list.json().items).toEqual([
      expect.objectContaining({ _id: companyId, shortName: expect.any(String) }),
    ]);
    expect(
      (await call('GET', `/api/favourites/makers/${companyId}`, anna.authorization)).json(),
    ).toEqual({ favourite: true });
    await call('DELETE', `/api/favourites/makers/${companyId}`, anna.authorization);
    expect(await followRows(anna.user.id)).toHaveLength(0);

    const missing = await call(
      'PUT',
      '/api/favourites/makers/00000000-0000-4000-8000-000000000000',
      anna.authorization,
    );
    expect(missing.statusCode).toBe(404);
    const hiddenMaker = await signedIn(ctx, { permissions: 'seller', withCompany: true });
    await setMakerListed(ctx.database, hiddenMaker.user.companyId!, false);
    const unlisted = await call(
      'PUT',
      `/api/favourites/makers/${hiddenMaker.user.companyId}`,
      anna.authorization,
    );
    expect(unlisted.statusCode).toBe(404);
    expect((await call('PUT', '/api/favourites/makers/bad', anna.authorization)).statusCode).toBe(
      400,
    );
  });

  it('pages on through followed makers that share one microsecond', async () => {
    const makers = [maker.user.companyId!, otherMaker.user.companyId!];
    const third = await signedIn(ctx, { permissions: 'seller', withCompany: true });
    makers.push(third.user.companyId!);
    const anna = await buyer();
    await call('POST', '/api/favourites/merge', anna.authorization, { makers });
    // As for the pieces: the makers followed in one merge share its time, to the microsecond.
    await expectPagedToTheMicrosecond(
      ctx,
      followedMakers.createdAt,
      followedMakers.companyId,
      makers,
      '/api/favourites/makers',
      anna.authorization,
    );
  });
});

describe('POST /api/favourites/merge (sign-in)', () => {
  it('merges the browser lists without duplicates, however often it is sent', async () => {
    const jug = await piece('Merge Jug');
    const bowl = await piece('Merge Bowl');
    const hidden = await piece('Merge Hidden');
    await setProductHidden(ctx.database, hidden, true);
    const anna = await buyer();
    // Favourited already on the server, and in the browser too.
    await call('PUT', `/api/favourites/products/${jug}`, anna.authorization);
    const lists = {
      products: [jug, bowl, bowl, hidden, '00000000-0000-4000-8000-000000000000'],
      makers: [maker.user.companyId, otherMaker.user.companyId, maker.user.companyId],
    };
    const first = await call('POST', '/api/favourites/merge', anna.authorization, lists);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().products.sort()).toEqual([jug, bowl].sort());
    expect(first.json().makers.sort()).toEqual(
      [maker.user.companyId, otherMaker.user.companyId].sort(),
    );
    // The same merge again (a second tab, a retry): one row each still.
    const second = await call('POST', '/api/favourites/merge', anna.authorization, lists);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await favouriteRows(anna.user.id, jug)).toHaveLength(1);
    expect(await favouriteRows(anna.user.id, bowl)).toHaveLength(1);
    expect(await favouriteRows(anna.user.id)).toHaveLength(2);
    expect(await followRows(anna.user.id)).toHaveLength(2);
  });

  it('answers the ids in the lists’ order, though one merge gives them one time', async () => {
    const pieces: string[] = [];
    for (let n = 0; n < 8; n++) pieces.push(await piece(`Merged Piece ${n}`));
    // Merged in the order their ids sort, which the lists reverse (newest first, then by id).
    pieces.sort();
    const makers = [maker.user.companyId!, otherMaker.user.companyId!].sort();
    const anna = await buyer();
    await call('POST', '/api/favourites/merge', anna.authorization, { products: pieces, makers });
    const ids = (await call('GET', '/api/favourites', anna.authorization)).json();
    const listed = async (url: string) =>
      ((await call('GET', url, anna.authorization)).json().items as { _id: string }[]).map(
        (item) => item._id,
      );
    expect(await listed('/api/favourites/products?limit=50')).toEqual([...pieces].reverse());
    expect(ids.products).toEqual([...pieces].reverse());
    expect(await listed('/api/favourites/makers?limit=50')).toEqual([...makers].reverse());
    expect(ids.makers).toEqual([...makers].reverse());
  });

  it('refuses bad lists with 400, never 500', async () => {
    const anna = await buyer();
    for (const body of [
      { products: ['nope'] },
      { products: 'x' },
      { makers: [42] },
      { products: Array.from({ length: 201 }, () => '00000000-0000-4000-8000-000000000000') },
    ]) {
      const response = await call('POST', '/api/favourites/merge', anna.authorization, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const empty = await call('POST', '/api/favourites/merge', anna.authorization, {});
    expect(empty.json()).toEqual({ products: [], makers: [] });
  });
});

describe('POST /api/favourites/preview (visitors)', () => {
  it('shows a visitor’s browser lists as cards, without the unlisted', async () => {
    const jug = await piece('Preview Jug', 0);
    const hidden = await piece('Preview Hidden');
    await setProductHidden(ctx.database, hidden, true);
    const response = await call('POST', '/api/favourites/preview', undefined, {
      products: [hidden, jug],
      makers: [maker.user.companyId],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().products.map((p: { _id: string }) => p._id)).toEqual([jug]);
    expect(response.json().products[0].quantity).toBe(0);
    expect(response.json().makers.map((m: { _id: string }) => m._id)).toEqual([
      maker.user.companyId,
    ]);
  });
});

describe('the counts shown to the maker', () => {
  it('shows favourites per product in the maker’s list and followers on the dashboard', async () => {
    const own = await signedIn(ctx, { permissions: 'seller', withCompany: true });
    const companyId = own.user.companyId!;
    const vase = await piece('Counted Vase', 4, companyId);
    for (let i = 0; i < 2; i += 1) {
      const fan = await buyer();
      await call('PUT', `/api/favourites/products/${vase}`, fan.authorization);
      await call('PUT', `/api/favourites/makers/${companyId}`, fan.authorization);
    }
    const list = await call('GET', '/api/seller/products', own.authorization);
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().items.find((p: { _id: string }) => p._id === vase);
    expect(row.favouritesCount).toBe(2);
    const dashboard = await call('GET', '/api/seller/dashboard', own.authorization);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().followers).toBe(2);

    // Not to the public: neither the catalog card nor the product page nor the maker page say it.
    const card = await call('GET', `/api/products?seller=${companyId}`);
    expect(card.json().items[0]).not.toHaveProperty('favouritesCount');
    const page = await call('GET', `/api/products/${vase}`);
    expect(JSON.stringify(page.json())).not.toMatch(/favourite|follower/i);
    const makerPage = await call('GET', `/api/companies/${companyId}`);
    expect(JSON.stringify(makerPage.json())).not.toMatch(/favourite|follower/i);
    // A buyer is not a maker: 403 for the seller's list.
    const fan = await buyer();
    expect((await call('GET', '/api/seller/products', fan.authorization)).statusCode).toBe(403);
  });
});

describe('digest settings', () => {
  it('turns the weekly digest off and on', async () => {
    const anna = await buyer();
    expect((await call('GET', '/api/favourites/digest', anna.authorization)).json()).toEqual({
      enabled: true,
    });
    const off = await call('PUT', '/api/favourites/digest', anna.authorization, { enabled: false });
    expect(off.json()).toEqual({ enabled: false });
    expect((await call('GET', '/api/favourites/digest', anna.authorization)).json()).toEqual({
      enabled: false,
    });
    const bad = await call('PUT', '/api/favourites/digest', anna.authorization, { enabled: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});
