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
import { callerContextOf, contextOf } from '../../plugins/context.js';
import { created, noContent, route } from '../../plugins/route.js';
import * as conversations from '../conversations/conversations.service.js';
import * as catalog from './catalog.service.js';
import * as categories from './categories.service.js';
import * as productsService from './products.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });
const ImageParamsSchema = z.object({ id: z.uuid(), imageId: z.uuid() });
/**
 * The hot public catalog routes answer what the service built (typed by the contract) with plain
 * JSON.stringify: checking fifty items against the zod schema on every page cost about a fifth of
 * the API's time. The schemas stay on the routes for the OpenAPI document.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

// Product and category forms are checked in the services, so that a missing field gives the
// form's headline; the contract schemas document the shape.
const AnyBody = z.unknown();

/**
 * Public catalog: categories, search, suggestions, product pages, compare, QR codes, and the
 * product's question and the maker's message, which land in a conversation thread.
 */
export function catalogRoutes(
  deps: catalog.CatalogDeps,
  messaging: conversations.ConversationsDeps,
): FastifyPluginAsyncZod {
  /**
   * `contextOf(deps, request)` for the product page, field by field: the spreads in `contextOf`
   * see every route's shapes and take V8's generic path, a few microseconds a page.
   */
  const productContext = ({ ctx }: FastifyRequest): catalog.CatalogContext => ({
    db: ctx.db,
    config: deps.config,
    auth: ctx.auth,
    locale: ctx.locale,
  });

  return async (app) => {
    app.get(
      '/api/categories',
      route(
        'public',
        'catalog',
        'Categories with their subcategories, named in the caller’s language',
        {
          response: { 200: CategoryListSchema },
        },
      ),
      async (request) => ({ items: await catalog.listCategoryTree(request.ctx) }),
    );

    app.get(
      '/api/products',
      {
        ...route(
          'public',
          'catalog',
          'Catalog search: full text over every language (accent- and typo-tolerant), filters and sorts, 50 a page (keyset cursor)',
          { querystring: ProductListQuerySchema, response: { 200: ProductPageSchema } },
        ),
        serializerCompiler: plainJson,
      },
      (request) => catalog.searchCatalog(request.ctx, request.query),
    );

    app.get(
      '/api/products/suggest',
      route('public', 'catalog', 'Up to 8 product names matching what is typed in the search box', {
        querystring: SuggestQuerySchema,
        response: { 200: SuggestionListSchema },
      }),
      (request) => catalog.suggest(request.ctx, request.query.q),
    );

    app.get(
      '/api/products/compare',
      route('public', 'catalog', 'Up to 3 products side by side (`ids=a,b,c`)', {
        querystring: CompareQuerySchema,
        response: { 200: CompareListSchema },
      }),
      (request) => catalog.compare(contextOf(deps, request), request.query.ids),
    );

    app.get(
      '/api/products/:id',
      {
        ...route(
          'public',
          'catalog',
          'The product page: texts in the caller’s language, images, delivery, maker',
          { params: IdParamsSchema, response: { 200: ProductDetailSchema } },
        ),
        serializerCompiler: plainJson,
      },
      (request) => catalog.getProduct(productContext(request), request.params.id),
    );

    app.get(
      '/api/products/:id/qr.png',
      route('public', 'catalog', 'A PNG QR code of the product page’s address', {
        params: IdParamsSchema,
        produces: ['image/png'],
      }),
      async (request, reply) => {
        const png = await catalog.qrCode(contextOf(deps, request), request.params.id);
        return reply
          .type('image/png')
          .header('cache-control', 'public, max-age=86400')
          .header('content-disposition', `inline; filename="kramik-${request.params.id}.png"`)
          .send(png);
      },
    );

    app.post(
      '/api/companies/:id/messages',
      route(
        { class: 'user', unauthorized: 'loginToMessage' },
        'makers',
        'Send the maker a message in the buyer’s general thread with them (login required)',
        {
          params: IdParamsSchema,
          body: ProductQuestionInputSchema,
          response: { 201: ProductQuestionSchema },
        },
      ),
      (request, reply) =>
        created(
          reply,
          conversations.sendToMaker(
            callerContextOf(messaging, request),
            { companyId: request.params.id },
            request.body.message,
          ),
        ),
    );

    app.post(
      '/api/products/:id/questions',
      route(
        { class: 'user', unauthorized: 'loginToMessage' },
        'catalog',
        'Ask the maker about the product, in the buyer’s thread about it (login required)',
        {
          params: IdParamsSchema,
          body: ProductQuestionInputSchema,
          response: { 201: ProductQuestionSchema },
        },
      ),
      (request, reply) =>
        created(
          reply,
          conversations.sendToMaker(
            callerContextOf(messaging, request),
            { productId: request.params.id },
            request.body.message,
          ),
        ),
    );
  };
}

/** The seller's products: `/api/seller/products`. */
export function sellerProductRoutes(deps: catalog.CatalogDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const seller = (request: Parameters<typeof contextOf>[1]) =>
      callerContextOf(deps, request, 'seller');

    app.get(
      '/api/seller/products',
      route('seller', 'seller', 'The seller’s products, newest first; `q` matches a name', {
        querystring: SellerProductListQuerySchema,
        response: { 200: SellerProductPageSchema },
      }),
      (request) => productsService.listOwnProducts(seller(request), request.query),
    );

    app.post(
      '/api/seller/products',
      route('seller', 'seller', 'Add a product (needs delivery costs configured)', {
        body: AnyBody,
        response: { 201: SellerProductSchema },
      }),
      (request, reply) =>
        created(reply, productsService.createProduct(seller(request), request.body)),
    );

    app.get(
      '/api/seller/products/:id',
      route('seller-owner', 'seller', 'One of the seller’s products with every language version', {
        params: IdParamsSchema,
        response: { 200: SellerProductSchema },
      }),
      (request) => productsService.getOwnProduct(seller(request), request.params.id),
    );

    app.put(
      '/api/seller/products/:id',
      route(
        'seller-owner',
        'seller',
        'Save the product form (a new price keeps the price history)',
        { params: IdParamsSchema, body: AnyBody, response: { 200: SellerProductSchema } },
      ),
      (request) => productsService.updateProduct(seller(request), request.params.id, request.body),
    );

    app.delete(
      '/api/seller/products/:id',
      route('seller-owner', 'seller', 'Delete the product and its images', {
        params: IdParamsSchema,
        response: { 204: z.null() },
      }),
      (request, reply) =>
        noContent(reply, productsService.deleteProduct(seller(request), request.params.id)),
    );

    app.post(
      '/api/seller/products/:id/images',
      {
        ...route(
          'seller-owner',
          'seller',
          'Add an image: one JPEG, PNG or WebP file of at most 4 MB, field "image"',
          {
            consumes: ['multipart/form-data'],
            params: IdParamsSchema,
            response: {
              201: SellerProductSchema,
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
        return created(reply, productsService.addImage(ctx, request.params.id, bytes));
      },
    );

    app.put(
      '/api/seller/products/:id/images/order',
      route('seller-owner', 'seller', 'Reorder the images; the first is the cover', {
        params: IdParamsSchema,
        body: ProductImageOrderSchema,
        response: { 200: SellerProductSchema },
      }),
      (request) =>
        productsService.orderImages(seller(request), request.params.id, request.body.ids),
    );

    app.delete(
      '/api/seller/products/:id/images/:imageId',
      route('seller-owner', 'seller', 'Remove an image', {
        params: ImageParamsSchema,
        response: { 200: SellerProductSchema },
      }),
      (request) =>
        productsService.removeProductImage(
          seller(request),
          request.params.id,
          request.params.imageId,
        ),
    );
  };
}

/** Category management (`/listcategory`): `/api/admin/categories`. */
export function adminCategoryRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = (request: Parameters<typeof contextOf>[1]) =>
      callerContextOf({}, request, 'admin');

    app.get(
      '/api/admin/categories',
      route('admin', 'admin', 'Every category and subcategory with all names and product counts', {
        response: { 200: AdminCategoryListSchema },
      }),
      (request) => categories.listAdminCategories(admin(request)),
    );

    app.post(
      '/api/admin/categories',
      route(
        'admin',
        'admin',
        'Add a category, or a subcategory with `parentId`; a name in every language',
        { body: AnyBody, response: { 201: AdminCategorySchema } },
      ),
      (request, reply) => created(reply, categories.createCategory(admin(request), request.body)),
    );

    app.put(
      '/api/admin/categories/order',
      route('admin', 'admin', 'Reorder the categories, or one category’s subcategories', {
        body: CategoryOrderSchema,
        response: { 200: AdminCategoryListSchema },
      }),
      (request) => categories.orderCategories(admin(request), request.body),
    );

    app.patch(
      '/api/admin/categories/:id',
      route('admin', 'admin', 'Rename in every language', {
        params: IdParamsSchema,
        body: AnyBody,
        response: { 200: AdminCategorySchema },
      }),
      (request) => categories.renameCategory(admin(request), request.params.id, request.body),
    );

    app.delete(
      '/api/admin/categories/:id',
      route('admin', 'admin', 'Delete a category no product or subcategory uses', {
        params: IdParamsSchema,
        response: { 204: z.null(), 409: ApiErrorSchema },
      }),
      (request, reply) =>
        noContent(reply, categories.deleteCategory(admin(request), request.params.id)),
    );
  };
}
