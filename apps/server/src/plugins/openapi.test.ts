import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';
import { createKramikClient } from '../../test/api-client/index.js';
import {
  createTestApp,
  createUser,
  TEST_PASSWORD,
  writeWebBuild,
  type TestContext,
} from '../../test/helpers.js';
import { freePort } from '../../test/marketplace.js';
import { OPERATION_IDS } from './operation-ids.js';

/**
 * The API documents as an integrator's tools read them: Redocly's recommended rules, a client
 * generated from the document (openapi-typescript types, openapi-fetch calls) against a listening
 * server, and JSON under /api and /sandbox even where the web app answers every other path.
 */
const ctx = {} as TestContext & { base: string };
beforeAll(async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const web = await writeWebBuild();
  Object.assign(
    ctx,
    await createTestApp({ PUBLIC_URL: base, PAYMENTS_MODE: 'emulator', WEB_DIST_DIR: web }),
    { base },
  );
  await ctx.app.listen({ port, host: '127.0.0.1' });
  await ctx.app.sandbox.stop();
});

type Operation = {
  operationId?: string;
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
type Document = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

async function documentAt(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<Document>();
}

function operations(document: Document) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'parameters')
      .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );
}

/** Redocly's recommended rules, offline; answers the problems as readable lines. */
async function lint(document: Document, name: string) {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: `${name}.json`,
    config,
  });
  return problems.map(
    (p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`,
  );
}

/** The client's types as openapi-typescript writes them, in the house format. */
async function generatedTypes(document: Document) {
  const types = astToString(await openapiTS(document as never));
  const file = new URL('../../test/api-client/schema.d.ts', import.meta.url).pathname;
  const options = (await prettier.resolveConfig(file)) ?? {};
  const header =
    '/* eslint-disable */\n' +
    '// Generated from /api/openapi.json by openapi-typescript (see ./index.ts); do not edit.\n\n';
  return prettier.format(header + types, { ...options, filepath: file });
}

describe('the product API document (/api/openapi.json)', () => {
  it('passes Redocly’s recommended rules with no error and valid examples', async () => {
    const problems = await lint(await documentAt('/api/openapi.json'), 'openapi');
    expect(problems.filter((p) => p.startsWith('error'))).toEqual([]);
    expect(problems.filter((p) => p.includes('no-invalid-media-type-examples'))).toEqual([]);
  });

  it('names every operation once, verbNoun, from the table of published names', async () => {
    const document = await documentAt('/api/openapi.json');
    const all = operations(document);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => id && /^[a-z]+[A-Z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // A new route gets a derived name until it is given one on purpose in operation-ids.ts.
    const unnamed = all.filter(({ key }) => !OPERATION_IDS[key]).map(({ key }) => key);
    expect(unnamed, 'add these to plugins/operation-ids.ts').toEqual([]);
  });

  it('says who may call each operation, and every error answer is ApiError', async () => {
    const document = await documentAt('/api/openapi.json');
    expect(document.servers).toEqual([{ url: ctx.base, description: 'This server (PUBLIC_URL)' }]);
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual(
      expect.not.arrayContaining([expect.stringMatching(/^\/sandbox/)]),
    );
    for (const { key, operation } of operations(document)) {
      expect(operation.security, key).toBeDefined();
      for (const status of ['403', '404', '429']) {
        const schema = operation.responses?.[status]?.content?.['application/json']?.schema;
        if (schema) expect(schema.$ref, `${key} ${status}`).toBe('#/components/schemas/ApiError');
      }
    }
    const login = document.paths['/api/users/login']!.post!;
    expect(login.security).toEqual([]);
    expect(login.responses!['429']).toBeDefined();
    expect(document.paths['/api/orders']!.get!.security).toEqual([{ bearer: [] }]);
    expect(
      document.paths['/api/products/{id}']!.get!.responses!['200']!.content!['application/json']!
        .schema,
    ).toEqual({ $ref: '#/components/schemas/ProductDetail' });
  });
});

describe('the sandbox document (/sandbox/openapi.json)', () => {
  it('passes Redocly’s recommended rules and describes every emulator route', async () => {
    const document = await documentAt('/sandbox/openapi.json');
    const problems = await lint(document, 'sandbox');
    expect(problems.filter((p) => p.startsWith('error'))).toEqual([]);
    const described = new Set(operations(document).map(({ key }) => key));
    const routes = ctx.app.routeAccess
      .filter((route) => route.url.startsWith('/sandbox/') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace(/:([A-Za-z]+)/g, '{$1}')}`)
      .filter((key) => !key.endsWith(' /sandbox/openapi.json') && !key.endsWith(' /sandbox/*'));
    expect(routes.filter((key) => !described.has(key))).toEqual([]);
    // The true answers: PayU's create is a 302 with a JSON body, PayPal's a 201.
    const payu = document.paths['/sandbox/payu/api/v2_1/orders']!.post!;
    expect(Object.keys(payu.responses!)).toContain('302');
    const paypal = document.paths['/sandbox/paypal/v2/checkout/orders']!.post!;
    expect(Object.keys(paypal.responses!)).toContain('201');
  });
});

describe('JSON everywhere under /api and /sandbox', () => {
  it('answers an unknown path there with the error body, while the web app serves pages', async () => {
    for (const url of [
      '/api/nope',
      '/sandbox/nope',
      '/sandbox/payu/nope',
      '/sandbox/paypal/v9/x',
    ]) {
      const response = await fetch(`${ctx.base}${url}`, { headers: { accept: 'text/html' } });
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type'), url).toMatch(/^application\/json/);
      expect(await response.json(), url).toMatchObject({
        error: 'There is no such API call.',
        code: 'NOT_FOUND',
      });
    }
    const page = await fetch(`${ctx.base}/no-such-page`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });
});

describe('the generated TypeScript client', () => {
  it(
    'is generated from the current document (update: vitest -u)',
    { timeout: 60_000 },
    async () => {
      const types = await generatedTypes(await documentAt('/api/openapi.json'));
      await expect(types).toMatchFileSnapshot('../../test/api-client/schema.d.ts');
    },
  );

  it('calls the API: health, a failed and a good login, then a signed-in call', async () => {
    const api = createKramikClient(ctx.base, { locale: 'en-US' });
    const health = await api.GET('/api/health');
    expect(health.data?.status).toBe('ok');

    const user = await createUser(ctx);
    const refused = await api.POST('/api/users/login', {
      body: { username: user.username, password: 'not the password' },
    });
    expect(refused.response.status).toBe(401);
    expect(refused.error?.code).toEqual(expect.any(String));

    const login = await api.POST('/api/users/login', {
      body: { username: user.username, password: TEST_PASSWORD },
    });
    expect(login.data?.user.firstName).toBe('Test');
    const signedIn = createKramikClient(ctx.base, { token: login.data!.tokenUser });
    const status = await signedIn.GET('/api/users/status');
    expect(status.response.status).toBe(200);

    const products = await api.GET('/api/products', { params: { query: { limit: 5 } } });
    expect(products.data?.items).toEqual(expect.any(Array));
  });
});
