import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOrderListQuerySchema,
  ApiErrorSchema,
  CartItemInputSchema,
  CartLinesInputSchema,
  CartQuantityInputSchema,
  CartSchema,
  CheckoutInputSchema,
  CustomerPageSchema,
  OrderDetailSchema,
  OrderListQuerySchema,
  OrderPageSchema,
  OrderStatusInputSchema,
  PageQuerySchema,
  PlacedOrdersSchema,
  QuoteSchema,
} from '@kramik/contract';
import { BadRequestError } from '../../lib/errors.js';
import { callerContextOf, type SignedInContext } from '../../plugins/context.js';
import { route } from '../../plugins/route.js';
import { requireOwnCompany } from '../companies/companies.service.js';
import * as cart from './cart.service.js';
import * as checkout from './checkout.service.js';
import * as ordersService from './orders.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });
const ProductParamsSchema = z.object({ productId: z.uuid() });
/** The order and the cart answer 409 when their state no longer allows the step. */
const stateError = { 409: ApiErrorSchema };

/** `Idempotency-Key`: up to 255 visible characters (the length Stripe accepts). */
function idempotencyKeyOf(request: FastifyRequest) {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !/^[\x21-\x7e]{1,255}$/.test(key))
    throw new BadRequestError('badRequest', { 'Idempotency-Key': 'fieldInvalid' });
  return key;
}

/** The buyer's cart (server-side when logged in; a visitor's is only shown), checkout, orders. */
export function cartAndOrderRoutes(deps: checkout.CheckoutDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const buyer = (request: FastifyRequest) => callerContextOf(deps, request);

    app.get(
      '/api/cart',
      route(
        'user',
        'orders',
        "The signed-in buyer's cart, grouped by maker with delivery options",
        {
          response: { 200: CartSchema },
        },
      ),
      (request) => cart.getCart(buyer(request)),
    );

    app.delete(
      '/api/cart',
      route('user', 'orders', 'Empties the cart', { response: { 200: CartSchema } }),
      (request) => cart.emptyCart(buyer(request)),
    );

    app.post(
      '/api/cart/items',
      route(
        'user',
        'orders',
        'Adds units of a product (never above its stock: "I don\'t have that quantity")',
        { body: CartItemInputSchema, response: { 200: CartSchema, ...stateError } },
      ),
      (request) => cart.addItem(buyer(request), request.body),
    );

    app.patch(
      '/api/cart/items/:productId',
      route('user', 'orders', "Sets a line's quantity (never above the stock)", {
        params: ProductParamsSchema,
        body: CartQuantityInputSchema,
        response: { 200: CartSchema, ...stateError },
      }),
      (request) =>
        cart.setQuantity(buyer(request), request.params.productId, request.body.quantity),
    );

    app.delete(
      '/api/cart/items/:productId',
      route('user', 'orders', 'Removes a line', {
        params: ProductParamsSchema,
        response: { 200: CartSchema },
      }),
      (request) => cart.removeItem(buyer(request), request.params.productId),
    );

    app.post(
      '/api/cart/preview',
      route(
        'public',
        'orders',
        "A visitor's browser cart with today's prices, stock and delivery options",
        {
          body: CartLinesInputSchema,
          response: { 200: CartSchema },
        },
      ),
      (request) => cart.previewCart(request.ctx, request.body.items),
    );

    app.post(
      '/api/cart/merge',
      route(
        'user',
        'orders',
        'Merges the browser cart into the server cart at login (capped at the stock)',
        {
          body: CartLinesInputSchema,
          response: { 200: CartSchema },
        },
      ),
      (request) => cart.mergeCart(buyer(request), request.body.items),
    );

    app.post(
      '/api/checkout/quote',
      route(
        'user',
        'orders',
        'Totals of the checkout as chosen, checked by the rules of placing it',
        {
          body: CheckoutInputSchema,
          response: { 200: QuoteSchema, ...stateError },
        },
      ),
      (request) => checkout.quote(buyer(request), request.body),
    );

    app.post(
      '/api/orders',
      route(
        'user',
        'orders',
        'Places one order per maker from the cart; send an Idempotency-Key to make retries safe',
        {
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          body: CheckoutInputSchema,
          response: { 201: PlacedOrdersSchema, ...stateError, 422: ApiErrorSchema },
        },
      ),
      async (request, reply) => {
        const ctx = buyer(request);
        const result = await checkout.placeOrders(ctx, request.body, idempotencyKeyOf(request));
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(201).send(result.placed);
      },
    );

    app.get(
      '/api/orders',
      route('user', 'orders', "The buyer's own orders, newest first", {
        querystring: OrderListQuerySchema,
        response: { 200: OrderPageSchema },
      }),
      (request) => {
        const ctx = buyer(request);
        return ordersService.listOrders(ctx, buyerViewer(ctx), request.query);
      },
    );

    app.get(
      '/api/orders/:id',
      route(
        'owner',
        'orders',
        "One of the buyer's orders with items, receiving method and history",
        {
          params: IdParamsSchema,
          response: { 200: OrderDetailSchema },
        },
      ),
      (request) => {
        const ctx = buyer(request);
        return ordersService.getOrder(ctx, buyerViewer(ctx), request.params.id);
      },
    );

    app.post(
      '/api/orders/:id/cancel',
      route(
        'owner',
        'orders',
        'The buyer cancels an order that is still awaiting payment (stock returns)',
        {
          params: IdParamsSchema,
          response: { 200: OrderDetailSchema, ...stateError },
        },
      ),
      (request) => ordersService.cancelByBuyer(buyer(request), request.params.id),
    );
  };
}

const buyerViewer = ({ auth }: SignedInContext): ordersService.Viewer => ({
  role: 'buyer',
  userId: auth.user._id,
});

/** A seller's orders and customers; the admin's view of every order. */
export function sellerAndAdminOrderRoutes(deps: checkout.CheckoutDeps): FastifyPluginAsyncZod {
  /** The maker's context, and the scope of the orders it sees: its company's. */
  const seller = async (request: FastifyRequest) => {
    const ctx = callerContextOf(deps, request, 'seller');
    const company = await requireOwnCompany(ctx);
    const viewer = { role: 'seller' as const, userId: ctx.auth.user._id, companyId: company.id };
    return { ctx, viewer };
  };
  /** The admin's context; an admin sees every order. */
  const admin = (request: FastifyRequest) => {
    const ctx = callerContextOf(deps, request, 'admin');
    const viewer: ordersService.Viewer = { role: 'admin', userId: ctx.auth.user._id };
    return { ctx, viewer };
  };

  return async (app) => {
    app.get(
      '/api/seller/orders',
      route('seller', 'seller', "The maker's orders, filtered by status and day range", {
        querystring: OrderListQuerySchema,
        response: { 200: OrderPageSchema },
      }),
      async (request) => {
        const { ctx, viewer } = await seller(request);
        return ordersService.listOrders(ctx, viewer, request.query);
      },
    );

    app.get(
      '/api/seller/orders/:id',
      route('seller-owner', 'seller', "One of the maker's orders with the payment summary", {
        params: IdParamsSchema,
        response: { 200: OrderDetailSchema },
      }),
      async (request) => {
        const { ctx, viewer } = await seller(request);
        return ordersService.getOrder(ctx, viewer, request.params.id);
      },
    );

    app.post(
      '/api/seller/orders/:id/status',
      route(
        'seller-owner',
        'seller',
        'Moves the order on: in progress, shipped (carrier and tracking), ready, …',
        {
          params: IdParamsSchema,
          body: OrderStatusInputSchema,
          response: { 200: OrderDetailSchema, ...stateError },
        },
      ),
      async (request) => {
        const { ctx, viewer } = await seller(request);
        return ordersService.changeStatus(ctx, viewer, request.params.id, request.body);
      },
    );

    app.get(
      '/api/seller/customers',
      route('seller', 'seller', 'Buyers who ordered from the maker, with order count and total', {
        querystring: PageQuerySchema,
        response: { 200: CustomerPageSchema },
      }),
      async (request) => {
        const { ctx, viewer } = await seller(request);
        return ordersService.listCustomers(ctx, viewer.companyId, request.query);
      },
    );

    app.get(
      '/api/admin/orders',
      route('admin', 'admin', 'Every order, filtered by status, day range, maker and number', {
        querystring: AdminOrderListQuerySchema,
        response: { 200: OrderPageSchema },
      }),
      (request) => {
        const { ctx, viewer } = admin(request);
        return ordersService.listOrders(ctx, viewer, request.query);
      },
    );

    app.get(
      '/api/admin/orders/:id',
      route('admin', 'admin', 'Any order, with the payment summary', {
        params: IdParamsSchema,
        response: { 200: OrderDetailSchema },
      }),
      (request) => {
        const { ctx, viewer } = admin(request);
        return ordersService.getOrder(ctx, viewer, request.params.id);
      },
    );

    app.post(
      '/api/admin/orders/:id/status',
      route('admin', 'admin', 'Moves any order on, as its maker could', {
        params: IdParamsSchema,
        body: OrderStatusInputSchema,
        response: { 200: OrderDetailSchema, ...stateError },
      }),
      (request) => {
        const { ctx, viewer } = admin(request);
        return ordersService.changeStatus(ctx, viewer, request.params.id, request.body);
      },
    );
  };
}
