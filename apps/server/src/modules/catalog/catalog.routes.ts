import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCategoryListSchema,
  AdminCategorySchema,
  ApiErrorSchema,
  CategoryListSchema,
  CategoryOrderSchema,
  CompareListSchema,
  CompareQuerySchema,
  MAX_PRODUCT_IMAGE_BYTES,
  ProductDetailSchema,
  ProductImageOrderSchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductQuestionInputSchema,
  ProductQuestionSchema,
  SellerProductListQuerySchema,
  SellerProductPageSchema,
  SellerProductSchema,
  SuggestionListSchema,
  SuggestQuerySchema,
} from '@kramik/contract';
import { readUpload } from '../../lib/uploads.js';
import { requireRole } from '../../plugins/auth.js';
import * as catalog from './catalog.service.js';
import * as categories from './categories.service.js';
import * as productsService from './products.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });
const ImageParamsSchema = z.object({ id: z.uuid(), imageId: z.uuid() });
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};
/**
 * The hot public catalog routes answer what the service built (typed by the contract) with plain
 * JSON.stringify: checking fifty items against the zod schema on every page cost about a fifth of
 * the API's time. The schemas stay on the routes for the OpenAPI document.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

// Product and category forms are checked in the services, so that a missing field gives the
// form's headline; the contract schemas document the shape.
const AnyBody = z.unknown();

/** Public catalog: categories, search, suggestions, product pages, compare, QR codes, questions. */
export function catalogRoutes(deps: catalog.CatalogDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/categories',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'Categories with their subcategories, named in the caller’s language',
          response: { 200: CategoryListSchema },
        },
      },
      async (request) => ({ items: await catalog.listCategoryTree(db, request.locale) }),
    );

    app.get(
      '/api/products',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary:
            'Catalog search: full text over every language (accent- and typo-tolerant), filters and sorts, 50 a page (keyset cursor)',
          querystring: ProductListQuerySchema,
          response: { 200: ProductPageSchema, 400: ApiErrorSchema },
        },
        serializerCompiler: plainJson,
      },
      (request) => catalog.searchCatalog(db, request.query, request.locale),
    );

    app.get(
      '/api/products/suggest',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'Up to 8 product names matching what is typed in the search box',
          querystring: SuggestQuerySchema,
          response: { 200: SuggestionListSchema, 400: ApiErrorSchema },
        },
      },
      (request) => catalog.suggest(db, request.query.q, request.locale),
    );

    app.get(
      '/api/products/compare',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'Up to 3 products side by side (`ids=a,b,c`)',
          querystring: CompareQuerySchema,
          response: { 200: CompareListSchema, 400: ApiErrorSchema },
        },
      },
      (request) => catalog.compare(deps, request.query.ids, request.locale),
    );

    app.get(
      '/api/products/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'The product page: texts in the caller’s language, images, delivery, maker',
          params: IdParamsSchema,
          response: { 200: ProductDetailSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
        },
        serializerCompiler: plainJson,
      },
      (request) => catalog.getProduct(deps, request.params.id, request.locale),
    );

    app.get(
      '/api/products/:id/qr.png',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'A PNG QR code of the product page’s address',
          params: IdParamsSchema,
          produces: ['image/png'],
        },
      },
      async (request, reply) => {
        const png = await catalog.qrCode(deps, request.params.id);
        return reply
          .type('image/png')
          .header('cache-control', 'public, max-age=86400')
          .header('content-disposition', `inline; filename="kramik-${request.params.id}.png"`)
          .send(png);
      },
    );

    app.post(
      '/api/companies/:id/messages',
      {
        config: { access: { class: 'user', unauthorized: 'loginToMessage' } },
        schema: {
          tags: ['makers'],
          summary: 'Send the maker a message (login required)',
          params: IdParamsSchema,
          body: ProductQuestionInputSchema,
          response: { 201: ProductQuestionSchema, ...errors },
        },
      },
      async (request, reply) => {
        const sent = await catalog.messageMaker(
          deps,
          request.auth,
          request.params.id,
          request.body.message,
        );
        return reply.status(201).send(sent);
      },
    );

    app.post(
      '/api/products/:id/questions',
      {
        config: { access: { class: 'user', unauthorized: 'loginToMessage' } },
        schema: {
          tags: ['catalog'],
          summary: 'Ask the maker a question about the product (login required)',
          params: IdParamsSchema,
          body: ProductQuestionInputSchema,
          response: { 201: ProductQuestionSchema, ...errors },
        },
      },
      async (request, reply) => {
        const question = await catalog.askQuestion(
          deps,
          request.auth,
          request.params.id,
          request.body.message,
        );
        return reply.status(201).send(question);
      },
    );
  };
}

/** The seller's products: `/api/seller/products`. */
export function sellerProductRoutes(deps: catalog.CatalogDeps): FastifyPluginAsyncZod {
  const seller = (request: FastifyRequest) => requireRole(request, 'seller');
  return async (app) => {
    app.get(
      '/api/seller/products',
      {
        config: { access: 'seller' },
        schema: {
          tags: ['seller'],
          summary: 'The seller’s products, newest first; `q` matches a name',
          security: [{ bearer: [] }],
          querystring: SellerProductListQuerySchema,
          response: { 200: SellerProductPageSchema, ...errors },
        },
      },
      (request) =>
        productsService.listOwnProducts(deps, seller(request), request.query, request.locale),
    );

    app.post(
      '/api/seller/products',
      {
        config: { access: 'seller' },
        schema: {
          tags: ['seller'],
          summary: 'Add a product (needs delivery costs configured)',
          security: [{ bearer: [] }],
          body: AnyBody,
          response: { 201: SellerProductSchema, ...errors },
        },
      },
      async (request, reply) => {
        const product = await productsService.createProduct(
          deps,
          seller(request),
          request.body,
          request.locale,
        );
        return reply.status(201).send(product);
      },
    );

    app.get(
      '/api/seller/products/:id',
      {
        config: { access: 'seller-owner' },
        schema: {
          tags: ['seller'],
          summary: 'One of the seller’s products with every language version',
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          response: { 200: SellerProductSchema, ...errors },
        },
      },
      (request) =>
        productsService.getOwnProduct(deps, seller(request), request.params.id, request.locale),
    );

    app.put(
      '/api/seller/products/:id',
      {
        config: { access: 'seller-owner' },
        schema: {
          tags: ['seller'],
          summary: 'Save the product form (a new price keeps the price history)',
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          body: AnyBody,
          response: { 200: SellerProductSchema, ...errors },
        },
      },
      (request) =>
        productsService.updateProduct(
          deps,
          seller(request),
          request.params.id,
          request.body,
          request.locale,
        ),
    );

    app.delete(
      '/api/seller/products/:id',
      {
        config: { access: 'seller-owner' },
        schema: {
          tags: ['seller'],
          summary: 'Delete the product and its images',
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await productsService.deleteProduct(deps, seller(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/seller/products/:id/images',
      {
        config: { access: 'seller-owner' },
        bodyLimit: MAX_PRODUCT_IMAGE_BYTES + 64 * 1024,
        schema: {
          tags: ['seller'],
          summary: 'Add an image: one JPEG, PNG or WebP file of at most 4 MB, field "image"',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          params: IdParamsSchema,
          response: {
            201: SellerProductSchema,
            409: ApiErrorSchema,
            413: ApiErrorSchema,
            415: ApiErrorSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const auth = seller(request);
        const bytes = await readUpload(request, {
          field: 'image',
          maxBytes: MAX_PRODUCT_IMAGE_BYTES,
          tooLarge: 'fileTooLarge4',
        });
        const product = await productsService.addImage(
          deps,
          auth,
          request.params.id,
          bytes,
          request.locale,
        );
        return reply.status(201).send(product);
      },
    );

    app.put(
      '/api/seller/products/:id/images/order',
      {
        config: { access: 'seller-owner' },
        schema: {
          tags: ['seller'],
          summary: 'Reorder the images; the first is the cover',
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          body: ProductImageOrderSchema,
          response: { 200: SellerProductSchema, ...errors },
        },
      },
      (request) =>
        productsService.orderImages(
          deps,
          seller(request),
          request.params.id,
          request.body.ids,
          request.locale,
        ),
    );

    app.delete(
      '/api/seller/products/:id/images/:imageId',
      {
        config: { access: 'seller-owner' },
        schema: {
          tags: ['seller'],
          summary: 'Remove an image',
          security: [{ bearer: [] }],
          params: ImageParamsSchema,
          response: { 200: SellerProductSchema, ...errors },
        },
      },
      (request) =>
        productsService.removeProductImage(
          deps,
          seller(request),
          request.params.id,
          request.params.imageId,
          request.locale,
        ),
    );
  };
}

/** Category management (`/listcategory`): `/api/admin/categories`. */
export function adminCategoryRoutes(deps: catalog.CatalogDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const admin = (request: FastifyRequest) => requireRole(request, 'admin');
  return async (app) => {
    app.get(
      '/api/admin/categories',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Every category and subcategory with all names and product counts',
          security: [{ bearer: [] }],
          response: { 200: AdminCategoryListSchema, ...errors },
        },
      },
      (request) => {
        admin(request);
        return categories.listAdminCategories(db);
      },
    );

    app.post(
      '/api/admin/categories',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Add a category, or a subcategory with `parentId`; a name in every language',
          security: [{ bearer: [] }],
          body: AnyBody,
          response: { 201: AdminCategorySchema, ...errors },
        },
      },
      async (request, reply) => {
        admin(request);
        return reply.status(201).send(await categories.createCategory(db, request.body));
      },
    );

    app.put(
      '/api/admin/categories/order',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Reorder the categories, or one category’s subcategories',
          security: [{ bearer: [] }],
          body: CategoryOrderSchema,
          response: { 200: AdminCategoryListSchema, ...errors },
        },
      },
      (request) => {
        admin(request);
        return categories.orderCategories(db, request.body);
      },
    );

    app.patch(
      '/api/admin/categories/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Rename in every language',
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          body: AnyBody,
          response: { 200: AdminCategorySchema, ...errors },
        },
      },
      (request) => {
        admin(request);
        return categories.renameCategory(db, request.params.id, request.body);
      },
    );

    app.delete(
      '/api/admin/categories/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Delete a category no product or subcategory uses',
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          response: { 204: z.null(), 409: ApiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        admin(request);
        await categories.deleteCategory(db, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
