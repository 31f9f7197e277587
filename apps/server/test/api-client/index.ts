/**
 * A typed client of the Kramik API, generated from `/api/openapi.json`: `schema.d.ts` is written
 * by openapi-typescript (the OpenAPI test regenerates it and fails when it is stale; update it with
 * `npx vitest run apps/server/src/plugins/openapi.test.ts -u`), and openapi-fetch makes the calls.
 *
 *   const api = createKramikClient('http://localhost:3000');
 *   const { data, error } = await api.GET('/api/products/{id}', { params: { path: { id } } });
 */
import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

export function createKramikClient(
  baseUrl: string,
  options: { token?: string; locale?: string; fetch?: typeof fetch } = {},
) {
  return createClient<paths>({
    baseUrl,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.locale ? { 'accept-language': options.locale } : {}),
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
