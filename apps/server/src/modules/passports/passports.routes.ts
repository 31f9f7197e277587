import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  MAX_PRODUCT_IMAGE_BYTES,
  OrderPiecesSchema,
  PieceCodeParamsSchema,
  PieceSchema,
  ProductPassportSchema,
  SellerPassportSchema,
} from '@kramik/contract';
import { readUpload } from '../../lib/uploads.js';
import { callerContextOf, contextOf } from '../../plugins/context.js';
import { created, route } from '../../plugins/route.js';
import * as passports from './passports.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });
const PhotoParamsSchema = z.object({ id: z.uuid(), imageId: z.uuid() });
// The form is checked in the service, so that each field gets its own message.
const AnyBody = z.unknown();

/**
 * Piece passports (issue 24): the maker's passport of a product, the public passport page its QR
 * code opens, a sold piece's page by its code, the piece's printable card, and an order's pieces.
 */
export function passportsRoutes(deps: passports.PassportsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const seller = (request: Parameters<typeof contextOf>[1]) =>
      callerContextOf(deps, request, 'seller');

    app.get(
      '/api/products/:id/passport',
      route('public', 'catalog', 'The public passport of a product (what its QR code opens)', {
        params: IdParamsSchema,
        response: { 200: ProductPassportSchema },
      }),
      (request) => passports.getProductPassport(contextOf(deps, request), request.params.id),
    );

    app.get(
      '/api/pieces/:code',
      route('public', 'catalog', 'A sold piece’s page by its code, once its order is delivered', {
        params: PieceCodeParamsSchema,
        response: { 200: PieceSchema },
      }),
      (request) => passports.getPiece(contextOf(deps, request), request.params.code),
    );

    app.get(
      '/api/pieces/:code/card.pdf',
      route(
        // The buyer (after delivery) and the maker; another account's piece is 404.
        { class: 'user', otherBuyer: 404, otherMaker: 404, admin: 404 },
        'orders',
        'The piece’s printable card (A6 PDF) for its buyer after delivery and for its maker',
        { params: PieceCodeParamsSchema, produces: ['application/pdf'] },
      ),
      async (request, reply) => {
        const pdf = await passports.pieceCard(callerContextOf(deps, request), request.params.code);
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="kramik-piece-${request.params.code}.pdf"`,
          )
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );

    app.get(
      '/api/orders/:id/pieces',
      route(
        { class: 'owner', maker: 'allowed' },
        'orders',
        'The pieces of an order: for its buyer once delivered, for its maker always',
        { params: IdParamsSchema, response: { 200: OrderPiecesSchema } },
      ),
      (request) => passports.listOrderPieces(callerContextOf(deps, request), request.params.id),
    );

    app.get(
      '/api/seller/products/:id/passport',
      route('seller-owner', 'seller', 'The product’s passport, for the product form', {
        params: IdParamsSchema,
        response: { 200: SellerPassportSchema },
      }),
      (request) => passports.getOwnPassport(seller(request), request.params.id),
    );

    app.put(
      '/api/seller/products/:id/passport',
      route('seller-owner', 'seller', 'Save the product’s passport (every field optional)', {
        params: IdParamsSchema,
        body: AnyBody,
        response: { 200: SellerPassportSchema },
      }),
      (request) => passports.updatePassport(seller(request), request.params.id, request.body),
    );

    app.post(
      '/api/seller/products/:id/passport/photos',
      {
        ...route(
          'seller-owner',
          'seller',
          'Add a making-of photo (at most 6): one JPEG, PNG or WebP file of at most 4 MB, field "image"',
          {
            consumes: ['multipart/form-data'],
            params: IdParamsSchema,
            response: {
              201: SellerPassportSchema,
              409: ApiErrorSchema,
              413: ApiErrorSchema,
              415: ApiErrorSchema,
            },
          },
        ),
        bodyLimit: MAX_PRODUCT_IMAGE_BYTES + 64 * 1024,
      },
      async (request, reply) => {
        const ctx = seller(request);
        const bytes = await readUpload(request, {
          field: 'image',
          maxBytes: MAX_PRODUCT_IMAGE_BYTES,
          tooLarge: 'fileTooLarge4',
        });
        return created(reply, passports.addMakingOfPhoto(ctx, request.params.id, bytes));
      },
    );

    app.delete(
      '/api/seller/products/:id/passport/photos/:imageId',
      route('seller-owner', 'seller', 'Remove a making-of photo (an unknown one: no change)', {
        params: PhotoParamsSchema,
        response: { 200: SellerPassportSchema },
      }),
      (request) =>
        passports.removeMakingOfPhoto(seller(request), request.params.id, request.params.imageId),
    );
  };
}
