import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@kramik/contract';

/** The OpenAPI document at /api/openapi.json and its browsable docs at /api/docs. */
export async function registerSwagger(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kramik marketplace API',
        description:
          'Buyer, seller and admin calls of the Kramik marketplace. Errors answer ' +
          '`{ error, code, fields?, requestId }`; lists answer `{ items, nextCursor }`.',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
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
