import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  CategoryListSchema,
  ProductListQuerySchema,
  ProductPageSchema,
} from '@kramik/contract';
import type { Database } from '../../db/client.js';
import * as catalog from './catalog.service.js';

export function catalogRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/categories',
      {
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
        schema: {
          tags: ['catalog'],
          summary: 'Products, newest first, 50 a page (keyset cursor)',
          querystring: ProductListQuerySchema,
          response: { 200: ProductPageSchema, 400: ApiErrorSchema },
        },
      },
      (request) => catalog.listProducts(db, request.query, request.locale),
    );
  };
}
