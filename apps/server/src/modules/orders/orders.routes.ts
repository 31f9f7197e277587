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
import { requireRole, requireUser } from '../../plugins/auth.js';
import { requireOwnCompany } from '../companies/companies.service.js';
import * as cart from './cart.service.js';
import * as checkout from './checkout.service.js';
import * as ordersService from './orders.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });
const ProductParamsSchema = z.object({ productId: z.uuid() });
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};
const stateErrors = { ...errors, 409: ApiErrorSchema };
const bearer = [{ bearer: [] }];

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
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/cart',
      {
        config: { access: 'user' },
        schema: {
          tags: ['orders'],
          summary: "The signed-in buyer's cart, grouped by maker with delivery options",
          security: bearer,
          response: { 200: CartSchema, ...errors },
        },
      },
      (request) => cart.getCart(db, requireUser(request).user._id, request.locale),
    );

    app.delete(
      '/api/cart',
      {
        config: { access: 'user' },
        schema: {
          tags: ['orders'],
          summary: 'Empties the cart',
          security: bearer,
          response: { 200: CartSchema, ...errors },
        },
      },
      (request) => cart.emptyCart(db, requireUser(request).user._id, request.locale),
    );

    app.post(
      '/api/cart/items',
      {
        config: { access: 'user' },
        schema: {
          tags: ['orders'],
          summary: 'Adds units of a product (never above its stock: "I don\'t have that quantity")',
          security: bearer,
          body: CartItemInputSchema,
          response: { 200: CartSchema, ...stateErrors },
        },
      },
      (request) => cart.addItem(db, requireUser(request).user._id, request.body, request.locale),
    );

    app.patch(
      '/api/cart/items/:productId',
      {
        config: { access: 'user' },
        schema: {
          tags: ['orders'],
          summary: "Sets a line's quantity (never above the stock)",
          security: bearer,
          params: ProductParamsSchema,
          body: CartQuantityInputSchema,
          response: { 200: CartSchema, ...stateErrors },
        },
      },
      (request) =>
        cart.setQuantity(
          db,
          requireUser(request).user._id,
          request.params.productId,
          request.body.quantity,
          request.locale,
        ),
    );

    app.delete(
      '/api/cart/items/:productId',
      {
        config: { access: 'user' },
        schema: {
          tags: ['orders'],
          summary: 'Removes a line',
          security: bearer,
          params: ProductParamsSchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      (request) =>
        cart.removeItem(
          db,
          requireUser(request).user._id,
          request.params.productId,
          request.locale,
        ),
    );

    app.post(
      '/api/cart/preview',
      {
        config: { access: 'public' },
        schema: {
          tags: ['orders'],
          summary: "A visitor's browser cart with today's prices, stock and delivery options",
          body: CartLinesInputSchema,
          response: { 200: CartSchema, 400: ApiErrorSchema },
        },
      },
      (request) => cart.previewCart(db, request.body.items, request.locale),
    );

    app.post(
      '/api/cart/merge',
      {
        config: { access: 'user' },
        schema: {
          tags: ['orders'],
          summary: 'Merges the browser cart into the server cart at login (capped at the stock)',
          security: bearer,
          body: CartLinesInputSchema,
          response: { 200: CartSchema, ...errors },
        },
      },
      (request) =>
        cart.mergeCart(db, requireUser(request).user._id, request.body.items, request.locale),
    );

    app.post(
      '/api/checkout/quote',
      {
        config: { access: 'user' },
        schema: {
          tags: ['orders'],
          summary: 'Totals of the checkout as chosen, checked by the rules of placing it',
          security: bearer,
          body: CheckoutInputSchema,
          response: { 200: QuoteSchema, ...stateErrors },
        },
      },
      (request) => checkout.quote(db, requireUser(request), request.body, request.locale),
    );

    app.post(
      '/api/orders',
      {
        config: { access: 'user' },
        schema: {
          tags: ['orders'],
          summary:
            'Places one order per maker from the cart; send an Idempotency-Key to make retries safe',
          security: bearer,
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          body: CheckoutInputSchema,
          response: {
            201: PlacedOrdersSchema,
            ...stateErrors,
            422: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const auth = requireUser(request);
        const result = await checkout.placeOrders(
          deps,
          auth,
          request.body,
          idempotencyKeyOf(request),
          request.locale,
        );
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(201).send(result.placed);
      },
    );

    app.get(
      '/api/orders',
      {
        config: { access: 'user' },
        schema: {
          tags: ['orders'],
          summary: "The buyer's own orders, newest first",
          security: bearer,
          querystring: OrderListQuerySchema,
          response: { 200: OrderPageSchema, ...errors },
        },
      },
      (request) =>
        ordersService.listOrders(
          db,
          { role: 'buyer', userId: requireUser(request).user._id },
          request.query,
        ),
    );

    app.get(
      '/api/orders/:id',
      {
        config: { access: 'owner' },
        schema: {
          tags: ['orders'],
          summary: "One of the buyer's orders with items, receiving method and history",
          security: bearer,
          params: IdParamsSchema,
          response: { 200: OrderDetailSchema, ...errors },
        },
      },
      (request) =>
        ordersService.getOrder(
          db,
          { role: 'buyer', userId: requireUser(request).user._id },
          request.params.id,
        ),
    );

    app.post(
      '/api/orders/:id/cancel',
      {
        config: { access: 'owner' },
        schema: {
          tags: ['orders'],
          summary: 'The buyer cancels an order that is still awaiting payment (stock returns)',
          security: bearer,
          params: IdParamsSchema,
          response: { 200: OrderDetailSchema, ...stateErrors },
        },
      },
      (request) => ordersService.cancelByBuyer(deps, requireUser(request), request.params.id),
    );
  };
}

/** A seller's orders and customers; the admin's view of every order. */
export function sellerAndAdminOrderRoutes(deps: checkout.CheckoutDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const sellerViewer = async (
    request: FastifyRequest,
  ): Promise<Extract<ordersService.Viewer, { role: 'seller' }>> => {
    const auth = requireRole(request, 'seller');
    const company = await requireOwnCompany(db, auth);
    return { role: 'seller', userId: auth.user._id, companyId: company.id };
  };
  const adminViewer = (request: FastifyRequest): ordersService.Viewer => ({
    role: 'admin',
    userId: requireRole(request, 'admin').user._id,
  });

  return async (app) => {
    app.get(
      '/api/seller/orders',
      {
        config: { access: 'seller' },
        schema: {
          tags: ['seller'],
          summary: "The maker's orders, filtered by status and day range",
          security: bearer,
          querystring: OrderListQuerySchema,
          response: { 200: OrderPageSchema, ...errors },
        },
      },
      async (request) => ordersService.listOrders(db, await sellerViewer(request), request.query),
    );

    app.get(
      '/api/seller/orders/:id',
      {
        config: { access: 'seller-owner' },
        schema: {
          tags: ['seller'],
          summary: "One of the maker's orders with the payment summary",
          security: bearer,
          params: IdParamsSchema,
          response: { 200: OrderDetailSchema, ...errors },
        },
      },
      async (request) => ordersService.getOrder(db, await sellerViewer(request), request.params.id),
    );

    app.post(
      '/api/seller/orders/:id/status',
      {
        config: { access: 'seller-owner' },
        schema: {
          tags: ['seller'],
          summary: 'Moves the order on: in progress, shipped (carrier and tracking), ready, …',
          security: bearer,
          params: IdParamsSchema,
          body: OrderStatusInputSchema,
          response: { 200: OrderDetailSchema, ...stateErrors },
        },
      },
      async (request) =>
        ordersService.changeStatus(
          deps,
          await sellerViewer(request),
          request.params.id,
          request.body,
        ),
    );

    app.get(
      '/api/seller/customers',
      {
        config: { access: 'seller' },
        schema: {
          tags: ['seller'],
          summary: 'Buyers who ordered from the maker, with order count and total',
          security: bearer,
          querystring: PageQuerySchema,
          response: { 200: CustomerPageSchema, ...errors },
        },
      },
      async (request) => {
        const viewer = await sellerViewer(request);
        return ordersService.listCustomers(db, viewer.companyId, request.query);
      },
    );

    app.get(
      '/api/admin/orders',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Every order, filtered by status, day range, maker and number',
          security: bearer,
          querystring: AdminOrderListQuerySchema,
          response: { 200: OrderPageSchema, ...errors },
        },
      },
      (request) => ordersService.listOrders(db, adminViewer(request), request.query),
    );

    app.get(
      '/api/admin/orders/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Any order, with the payment summary',
          security: bearer,
          params: IdParamsSchema,
          response: { 200: OrderDetailSchema, ...errors },
        },
      },
      (request) => ordersService.getOrder(db, adminViewer(request), request.params.id),
    );

    app.post(
      '/api/admin/orders/:id/status',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Moves any order on, as its maker could',
          security: bearer,
          params: IdParamsSchema,
          body: OrderStatusInputSchema,
          response: { 200: OrderDetailSchema, ...stateErrors },
        },
      },
      (request) =>
        ordersService.changeStatus(deps, adminViewer(request), request.params.id, request.body),
    );
  };
}
