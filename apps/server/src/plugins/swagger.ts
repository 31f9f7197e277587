import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION, ApiErrorSchema } from '@kramik/contract';
import { z } from 'zod';
import type { Config } from '../config/env.js';
import { addExamples } from './openapi-examples.js';
import { allComponents, pruneComponents, toOpenApiSchema } from './openapi-schemas.js';
import { operationIdOf } from './operation-ids.js';
import type { RouteTag } from './route.js';

/** The groups of the document, in the order the docs page shows them. */
const TAGS: Record<RouteTag, string> = {
  site: 'Health, public site configuration and countries',
  accounts: 'Registration, sessions, profile, addresses and invoice data',
  catalog: 'Categories, product search and product pages',
  makers: 'Makers, their shops on the map, and places (geocoding)',
  messages: 'Conversations between buyers and makers: threads, messages, unread count',
  orders: 'Cart, checkout and the buyer’s orders',
  payments: 'Payments at PayU, PayPal and AutoPay, and the operators’ notifications',
  seller: 'A maker’s company, products, shops, delivery prices and orders',
  admin: 'Administration: categories, orders, payment operators and payouts',
  seo: 'Robots and sitemaps for search engines',
};

/** What an error answer means, by status (the body is always `ApiError`). */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'Bad input: `fields` names each field and what is wrong with it',
  401: 'Not signed in: no token, an expired or revoked one (or, to log in, wrong credentials)',
  403: 'Signed in, but the account’s role may not make this call',
  404: 'Not found (also another account’s or another maker’s private object)',
  409: 'Conflict with the current state (stock, a duplicate, a changed total)',
  413: 'The file is too large',
  415: 'The file is not a JPEG, PNG or WebP image',
  422: 'The request cannot be carried out as it stands',
  429: 'Too many requests: wait a minute',
  502: 'The outside service (operator, geocoder) did not answer',
};

const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'Done; no body',
};

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };
const errorAnswer = (status: string) => ({
  description: ERROR_DESCRIPTIONS[status],
  content: { 'application/json': { schema: ERROR_REF } },
});
const fileAnswer = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: { type: 'string', contentMediaType: type } } },
});
const redirectAnswer = (description: string) => ({
  description,
  headers: { Location: { description: 'The web app’s result page', schema: { type: 'string' } } },
});

/**
 * The answers of routes that send no JSON (files, redirects, operators' notifications), which
 * their schemas cannot say: by `METHOD path`.
 */
const OTHER_ANSWERS: Record<string, Record<string, unknown>> = {
  'GET /api/products/{id}/qr.png': {
    200: fileAnswer('image/png', 'The QR code'),
    404: errorAnswer('404'),
  },
  'GET /api/payments/paypal/return': {
    303: redirectAnswer('To the payment’s result page, once the approved order is captured'),
    400: errorAnswer('400'),
  },
  'GET /api/payments/paypal/cancel': {
    303: redirectAnswer('To the payment’s cancelled page'),
    400: errorAnswer('400'),
  },
  ...Object.fromEntries(
    ['payu', 'paypal', 'autopay'].map((operator) => [
      `POST /api/payments/notify/${operator}`,
      {
        200: {
          description:
            'Accepted: the answer the operator expects (AutoPay: the XML confirmation list)',
        },
        400: fileAnswer('text/plain', 'The signature or the body was refused; nothing changed'),
      },
    ]),
  ),
  'GET /robots.txt': { 200: fileAnswer('text/plain', 'robots.txt') },
  'GET /sitemap.xml': { 200: fileAnswer('application/xml', 'The sitemap index') },
  ...Object.fromEntries(
    ['pages', 'products', 'makers', 'shops', 'categories'].map((part) => [
      `GET /sitemap-${part}.xml.gz`,
      {
        200: fileAnswer('application/gzip', `The ${part} part of the sitemap`),
        400: errorAnswer('400'),
      },
    ]),
  ),
};

/** Fills in the answers of `OTHER_ANSWERS`, and the 429 of every rate-limited /api call. */
function addOtherAnswers(paths: Record<string, Record<string, unknown>>) {
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, value] of Object.entries(methods)) {
      const operation = value as { responses?: Record<string, unknown> };
      const other = OTHER_ANSWERS[`${method.toUpperCase()} ${path}`];
      if (other) {
        // The default "200" @fastify/swagger writes for a route without answers goes.
        const kept = { ...operation.responses };
        delete kept['200'];
        operation.responses = { ...kept, ...other };
      }
      if (path.startsWith('/api/') && path !== '/api/health' && operation.responses) {
        operation.responses['429'] ??= errorAnswer('429');
      }
    }
  }
}

// Query, path and header schemas stay inline: @fastify/swagger turns them into parameters.
const inlineTransform = createJsonSchemaTransform({ schemaRegistry: z.registry() });

type TransformInput = Parameters<ReturnType<typeof createJsonSchemaTransform>>[0];
type RouteSchema = Record<string, unknown> & {
  body?: z.ZodType;
  response?: Record<string, z.ZodType>;
  operationId?: string;
  security?: unknown[];
};

/**
 * One route's part of the document: its contract schemas as named components, a stable
 * `operationId`, `security: []` where no token is needed, and the 429 every rate-limited `/api`
 * call can answer. The sandbox emulators have a document of their own (`/sandbox/openapi.json`).
 */
function transform(input: TransformInput) {
  const { url, route } = input;
  const schema = input.schema as RouteSchema | undefined;
  if (!schema || url.startsWith('/sandbox/')) return { schema: { hide: true }, url };
  const { body, response, ...rest } = schema;
  const base = inlineTransform({ ...input, schema: rest } as TransformInput) as {
    schema: Record<string, unknown>;
    url: string;
  };
  if (base.schema.hide) return base;
  const out = base.schema;
  if (body) out.body = toOpenApiSchema(body, 'input');
  if (response) {
    const answers: Record<string, z.ZodType> = { ...response };
    const limited = url.startsWith('/api/') && route.config?.rateLimit !== false;
    if (limited) answers[429] ??= ApiErrorSchema;
    out.response = Object.fromEntries(
      Object.entries(answers).map(([status, zod]) => {
        const json = toOpenApiSchema(zod, 'output');
        const description =
          zod === ApiErrorSchema ? ERROR_DESCRIPTIONS[status] : SUCCESS_DESCRIPTIONS[status];
        return [status, description ? { ...json, description } : json];
      }),
    );
  }
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  out.operationId = schema.operationId ?? operationIdOf(method, url);
  out.security = schema.security ?? [];
  return { schema: out, url };
}

/** The OpenAPI document at /api/openapi.json and its browsable docs at /api/docs. */
export async function registerSwagger(app: FastifyInstance, config: Pick<Config, 'publicUrl'>) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kramik marketplace API',
        description:
          'Buyer, seller and admin calls of the Kramik marketplace. Errors answer ' +
          '`{ error, code, fields?, requestId }` (`ApiError`) with the message in the language ' +
          'of `Accept-Language`; lists answer `{ items, nextCursor }`. Signed-in calls send ' +
          '`Authorization: Bearer <tokenUser>` from `logIn`. The payment operators’ sandbox ' +
          'emulators are described in `/sandbox/openapi.json`.',
        version: APP_VERSION,
      },
      servers: [{ url: config.publicUrl, description: 'This server (PUBLIC_URL)' }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The `tokenUser` answered by `logIn` (opaque, revocable)',
          },
        },
      },
    },
    transform,
    transformObject: (input) => {
      const document = ('openapiObject' in input ? input.openapiObject : {}) as Record<
        string,
        unknown
      > & {
        paths: Record<string, Record<string, unknown>>;
        components?: Record<string, unknown>;
      };
      addOtherAnswers(document.paths);
      addExamples(document.paths);
      return {
        ...document,
        components: {
          ...document.components,
          schemas: pruneComponents(document.paths, allComponents()),
        },
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The docs get the UI's own policy (hashed inline scripts); it also sets inline styles, which
    // carry no script, and must not reach out to swagger.io's validator.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
        .replace(/ validator\.swagger\.io/, '')
        .replace(/upgrade-insecure-requests;?\s*/, ''),
    uiConfig: { validatorUrl: null },
  });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () =>
    app.swagger(),
  );
}
