/**
 * The buyers' side of `npm run bench:checkout`: the HTTP calls a buyer makes and the loops that
 * keep every buyer checking out. Runs in a worker thread (checkout-buyers.ts) during the
 * measurement, as autocannon does for the catalog, so that the clients' work does not share the
 * server's event loop.
 */
import { randomUUID } from 'node:crypto';
import type { Cart, PlacedOrders } from '@kramik/contract';

export const ADDRESS = {
  street: 'ul. Długa 5',
  city: 'Gdańsk',
  postalCode: '80-827',
  region: '',
  country: 'PL',
};

export interface Buyer {
  id: string;
  email: string;
  authorization: string;
}

/** The products a checkout puts in the cart: --lines of one maker's (one order per checkout). */
export interface Basket {
  companyId: string;
  productIds: string[];
}

/** What the buyers did in one slice: checkouts and orders done, and each call's latency. */
export interface Slice {
  orders: number;
  checkouts: number;
  seconds: number;
  errors: number;
  addLatencies: number[];
  placeLatencies: number[];
}

export class Api {
  constructor(readonly url: string) {}

  async call<T>(
    method: string,
    route: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(this.url + route, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async expect<T>(status: number, method: string, route: string, body?: unknown, auth?: string) {
    const answer = await this.call<T>(method, route, body, auth ? { authorization: auth } : {});
    if (answer.status !== status) {
      throw new Error(`${method} ${route}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  }
}

/**
 * One loop per buyer for `seconds`, each running `task(buyer, i)` back to back (i = 0, 1, 2, …
 * for that buyer): a buyer never has two checkouts going at once, as a person does not.
 */
export async function buyerLoops(
  buyers: number,
  seconds: number,
  task: (buyer: number, i: number) => Promise<unknown>,
) {
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: buyers }, async (_, buyer) => {
      for (let i = 0; performance.now() < deadline; i++) {
        try {
          await task(buyer, i);
        } catch {
          errors++;
        }
      }
    }),
  );
  return { errors, seconds: (performance.now() - started) / 1000 };
}

/** Each buyer's baskets, taken in turn. */
export type Baskets = Basket[][];

/** The buyers checking out through the API: add every product of a basket, then place the order. */
export async function checkoutLoops(
  api: Api,
  buyers: Buyer[],
  baskets: Baskets,
  seconds: number,
): Promise<Slice> {
  const slice: Slice = {
    orders: 0,
    checkouts: 0,
    seconds: 0,
    errors: 0,
    addLatencies: [],
    placeLatencies: [],
  };
  const loops = await buyerLoops(buyers.length, seconds, async (n, i) => {
    const auth = { authorization: buyers[n]!.authorization };
    const mine = baskets[n]!;
    const basket = mine[i % mine.length]!;
    let cart: Cart | undefined;
    for (const productId of basket.productIds) {
      const t = performance.now();
      const answer = await api.call<Cart>(
        'POST',
        '/api/cart/items',
        { productId, quantity: 1 },
        auth,
      );
      slice.addLatencies.push(performance.now() - t);
      if (answer.status !== 200) throw new Error(`add to cart: ${answer.status}`);
      cart = answer.body;
    }
    const group = cart!.groups.find((g) => g.seller._id === basket.companyId)!;
    const option = group.deliveryOptions.find((o) => !o.needsPoint)!;
    const t = performance.now();
    const placed = await api.call<PlacedOrders>(
      'POST',
      '/api/orders',
      {
        groups: [{ sellerId: basket.companyId, deliveryOptionId: option._id }],
        shippingAddress: ADDRESS,
      },
      { ...auth, 'idempotency-key': randomUUID() },
    );
    slice.placeLatencies.push(performance.now() - t);
    if (placed.status !== 201) {
      await api.call('DELETE', '/api/cart', undefined, auth);
      throw new Error(`place order: ${placed.status}`);
    }
    slice.orders += placed.body.orders.length;
    slice.checkouts++;
  });
  slice.seconds = loops.seconds;
  slice.errors = loops.errors;
  return slice;
}
