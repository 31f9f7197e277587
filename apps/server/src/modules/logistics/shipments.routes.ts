import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  CreateShipmentInputSchema,
  InpostConnectionSchema,
  LabelQuerySchema,
  LabelsQuerySchema,
  LogisticsSettingsInputSchema,
  LogisticsSettingsSchema,
  ShipmentListQuerySchema,
  ShipmentListSchema,
  ShipmentPageSchema,
  ShipmentSchema,
} from '@kramik/contract';
import { callerContextOf, contextOf } from '../../plugins/context.js';
import { created, route } from '../../plugins/route.js';
import * as shipments from './shipments.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });
/** The order or shipment no longer allows the step (or has no shipment yet). */
const stateError = { 409: ApiErrorSchema };
/** The carrier did not answer. */
const gatewayError = { 502: ApiErrorSchema };

/** ShipX's webhook body as far as we read it (its exact shape is unconfirmed). */
const InpostWebhookSchema = z.looseObject({
  event: z.string().max(100).optional(),
  payload: z.looseObject({
    shipment_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,20}$/)]),
    status: z.string().max(100).optional(),
  }),
});

function sendPdf(reply: FastifyReply, pdf: Buffer, name: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

/** Shipments, labels and tracking (issue 19): the maker's, the buyer's view, ShipX's webhook. */
export function shipmentsRoutes(deps: shipments.ShipmentsDeps): FastifyPluginAsyncZod {
  // An order with a live shipment is not cancelled until the shipment is.
  shipments.registerShipmentCancelGuard();
  const seller = (request: Parameters<typeof callerContextOf>[1]) =>
    callerContextOf(deps, request, 'seller');

  return async (app) => {
    app.post(
      '/api/seller/orders/:id/shipments',
      route(
        'seller-owner',
        'seller',
        "Creates the order's InPost shipment (parcel size or weight and dimensions, insurance)",
        {
          params: IdParamsSchema,
          body: CreateShipmentInputSchema,
          response: { 201: ShipmentSchema, ...stateError, ...gatewayError },
        },
      ),
      (request, reply) =>
        created(reply, shipments.createShipment(seller(request), request.params.id, request.body)),
    );

    app.get(
      '/api/seller/orders/:id/shipments',
      route('seller-owner', 'seller', "The order's shipments with their tracking events", {
        params: IdParamsSchema,
        response: { 200: ShipmentListSchema },
      }),
      async (request) => ({
        items: await shipments.listOrderShipments(seller(request), request.params.id),
      }),
    );

    app.post(
      '/api/seller/orders/:id/shipments/cancel',
      route('seller-owner', 'seller', "Cancels the order's shipment while the carrier allows", {
        params: IdParamsSchema,
        response: { 200: ShipmentSchema, ...stateError, ...gatewayError },
      }),
      (request) => shipments.cancelShipment(seller(request), request.params.id),
    );

    app.get(
      '/api/seller/orders/:id/label',
      route('seller-owner', 'seller', "The order's shipping label as a PDF (A6 or A4)", {
        params: IdParamsSchema,
        querystring: LabelQuerySchema,
      }),
      async (request, reply) => {
        const pdf = await shipments.getLabel(
          seller(request),
          request.params.id,
          request.query.size,
        );
        return sendPdf(reply, pdf, `label-${request.params.id}-${request.query.size}.pdf`);
      },
    );

    app.get(
      '/api/seller/shipments',
      route('seller', 'seller', "The maker's shipments, newest first", {
        querystring: ShipmentListQuerySchema,
        response: { 200: ShipmentPageSchema },
      }),
      (request) => shipments.listShipments(seller(request), request.query),
    );

    app.get(
      '/api/seller/shipments/labels',
      route(
        // The orders named are the maker's: another maker's are not there for them.
        { class: 'seller', otherMaker: 404 },
        'seller',
        "Several orders' labels in one PDF (`orders`: comma-separated ids)",
        {
          querystring: LabelsQuerySchema,
        },
      ),
      async (request, reply) => {
        const pdf = await shipments.getLabels(
          seller(request),
          request.query.orders,
          request.query.size,
        );
        return sendPdf(reply, pdf, `labels-${request.query.size}.pdf`);
      },
    );

    app.get(
      '/api/seller/logistics',
      route('seller', 'seller', 'Shipping defaults and the InPost connection', {
        response: { 200: LogisticsSettingsSchema },
      }),
      (request) => shipments.getLogisticsSettings(seller(request)),
    );

    app.put(
      '/api/seller/logistics',
      route('seller', 'seller', 'Saves the default parcel size and the sender address', {
        body: LogisticsSettingsInputSchema,
        response: { 200: LogisticsSettingsSchema },
      }),
      (request) => shipments.saveLogisticsSettings(seller(request), request.body),
    );

    app.post(
      '/api/seller/logistics/inpost-test',
      route(
        'seller',
        'seller',
        'Tests the saved InPost organisation and ShipX key ("Connected as …")',
        {
          response: { 200: InpostConnectionSchema, ...gatewayError },
        },
      ),
      (request) => shipments.testInpostConnection(seller(request)),
    );

    app.get(
      '/api/orders/:id/shipments',
      route('owner', 'orders', "The buyer's order's shipments with their tracking timeline", {
        params: IdParamsSchema,
        response: { 200: ShipmentListSchema },
      }),
      async (request) => ({
        items: await shipments.listBuyerShipments(
          callerContextOf(deps, request),
          request.params.id,
        ),
      }),
    );

    app.post(
      '/api/logistics/inpost/notify',
      route('public', 'orders', "InPost ShipX's status webhook (a hint: the state is asked back)", {
        body: InpostWebhookSchema,
        response: { 200: z.object({ received: z.boolean() }) },
      }),
      (request) => shipments.handleInpostWebhook(contextOf(deps, request), request.body),
    );
  };
}
