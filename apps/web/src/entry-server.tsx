// The server's renderer of the public pages (built by `vite build --ssr`, loaded by the API
// server's plugins/web.ts): their first HTML holds the content and the data it was made from,
// which the browser hydrates (main.tsx).
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Locale, SiteRouteId } from '@kramik/contract';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { setRenderTime } from './features/shops/use-now';
import type { RouteHandle } from './app/route-handle';
import { routes } from './app/router';
import i18n, { initServerI18n, inRenderLocale } from './i18n';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { collectParts } from './lib/lazy-part';
import { SERVER_DATA_ID } from './server-data';

/**
 * The pages a visitor or a search engine lands on. The others (sign-in forms, the cart, the
 * comparison, every signed-in screen) depend on what only the browser holds and stay
 * client-rendered.
 */
const SERVER_RENDERED = new Set<SiteRouteId>([
  'home',
  'index',
  'catalog',
  'product',
  'company',
  'shop',
  'makers',
  'about',
  'rules',
  'policy',
  'regular',
  'getApp',
  'security',
  'paymentMethods',
  'report',
  'intellectualProperty',
  'contact',
]);

/** Renders that wait for data or code before their HTML is final; then what is still missing loads in the browser. */
const MAX_PASSES = 4;
/** React's mark of a Suspense boundary the server left to the browser. */
const CLIENT_RENDERED = '<!--$!-->';
/** The longest single wait for lazy modules (10, 40, 160 ms: 210 ms at most, first pages only). */
const LAZY_WAIT_MS = 160;

export interface RenderRequest {
  /** The page's absolute address. */
  url: string;
  locale: Locale;
  /** Answers the page's API calls (the server's own routes, without a network hop). */
  api: ApiTransport;
}

export interface RenderedPage {
  /** The route's id (SPEC §2), which the server maps to the page's code and styles. */
  routeId: SiteRouteId;
  /** The inside of `#root`. */
  html: string;
  /** The data block for the browser: a `<script type="application/json">` element. */
  dataScript: string;
  /** The lazy parts the page used (`lazyPart`), by source path as the build's manifest names them. */
  parts: string[];
}

const calls = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const api = calls.getStore();
  if (!api) return Promise.reject(new Error(`API call outside a server render: ${path}`));
  return api(path, init);
});

const ready = initServerI18n();
const handler = createStaticHandler(routes);

/** JSON inside `<script>`: no `</script>` or `<!--` in the data can end the block. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** A query the page asked for (`useQuery` registers it while rendering) that has not run yet. */
function isWaiting(query: Query, tried: Set<string>) {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return isEnabled && query.state.status === 'pending' && !tried.has(query.queryHash);
}

/**
 * The page at `url` rendered with its data, or null for a page the browser renders alone. Each
 * pass renders, then runs the queries the render asked for (and lets lazy code arrive); the page
 * is final when a pass asks for nothing new.
 */
export async function render({ url, locale, api }: RenderRequest): Promise<RenderedPage | null> {
  await ready;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  const routeId = handle?.id;
  if (!routeId || routeId === 'notFound' || !SERVER_RENDERED.has(routeId)) return null;

  const queryClient = createQueryClient({ server: true });
  const strings = i18n.cloneInstance({ lng: locale });
  const renderedAt = Date.now();
  const router = createStaticRouter(handler.dataRoutes, context);
  let parts = new Set<string>();
  const page = () => {
    setRenderTime(renderedAt);
    parts = new Set<string>();
    return collectParts(parts, () =>
      inRenderLocale(locale, () =>
        renderToString(
          <I18nextProvider i18n={strings}>
            <App queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
              {/* The place of the browser's `MarkReady` (main.tsx): with the same two children
                  here, useId gives the page the ids it gets there (a label's `for`, a
                  responsive style's class); one child here gave every id another path. */}
              {null}
            </App>
          </I18nextProvider>,
        ),
      ),
    );
  };

  const tried = new Set<string>();
  let html = page();
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const waiting = queryClient
      .getQueryCache()
      .findAll()
      .filter((query) => isWaiting(query, tried));
    if (waiting.length === 0) break;
    for (const query of waiting) tried.add(query.queryHash);
    await calls.run(api, () =>
      Promise.all(waiting.map((query) => query.fetch().catch(() => undefined))),
    );
    // A failed call is made again by the browser: the page shows it loading, as the browser will.
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    html = page();
  }
  // A boundary whose lazy code has not arrived yet (a process's first pages) would make the browser
  // render it again, and React report it (error 419): wait a little for the modules, then render.
  for (let wait = 10; html.includes(CLIENT_RENDERED) && wait <= LAZY_WAIT_MS; wait *= 4) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    html = page();
  }
  const data = dehydrate(queryClient);
  queryClient.clear();
  return {
    routeId,
    html,
    dataScript: `<script type="application/json" id="${SERVER_DATA_ID}" data-rendered-at="${renderedAt}" data-parts="${[...parts].join(' ')}">${scriptJson(data)}</script>`,
    parts: [...parts],
  };
}
