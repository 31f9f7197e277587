import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSitePath, LOCALES, SITE_ROUTES, type Locale } from '@kramik/contract';
import type { Config } from '../config/env.js';
import { escapeXml } from '../lib/text.js';
import { send } from './error-handler.js';
import { urlLocale } from './locale.js';
import { encoders, preferredEncoding, varyOnAcceptEncoding } from './compression.js';
import { registerMedia } from './media.js';
import { PageCache, type KeptPage, type PageOutcome } from './page-cache.js';
import { PageRenderer } from './web-render.js';

/**
 * What a public page's first HTML holds before any script runs: its address (canonical and the
 * languages' alternates), the share tags (title, description, Open Graph; absent, the app's own
 * title and description stay) and its structured data.
 */
export interface PageMeta {
  title?: string;
  description?: string;
  /** Absolute URL of the preview image. */
  image?: string;
  /** The page's absolute address, without a language. */
  url: string;
  type?: 'website' | 'product';
  /** schema.org objects, each written as a JSON-LD block. */
  jsonLd?: object[];
}

/**
 * Answers the share tags of a page path: meta, `'not-found'` for a page whose object does not
 * exist (404 status, the app still renders), or null for the app's own tags.
 */
export type PageMetaResolver = (
  pathname: string,
  request: FastifyRequest,
) => Promise<PageMeta | 'not-found' | null>;

/**
 * The most memory the kept rendered pages take (plugins/page-cache.ts): a few hundred pages of
 * 20–100 KB, the ones visitors ask for again within `PAGE_CACHE_SECONDS`.
 */
const PAGE_CACHE_MAX_BYTES = 24 * 1024 * 1024;

/** A page's address in one language: the `?lang=` parameter the locale plugin reads. */
function localizedUrl(url: string, locale: Locale) {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${locale}`;
}

/**
 * JSON inside `<script>`: `<` written as `\u003c`, so no `</script>` or `<!--` in a product's name
 * can end the block (JSON readers decode it back).
 */
const scriptJson = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * index.html with the page's head in place of the app's: the canonical address (the language's
 * own when the address names one), an alternate for every language plus `x-default`, the share
 * tags and the JSON-LD blocks.
 */
export function withMeta(html: string, meta: PageMeta, locale?: Locale) {
  const { title, description } = meta;
  const link = (attributes: string, href: string) =>
    `<link ${attributes} href="${escapeXml(href)}" />`;
  const tags = [
    ...(title === undefined
      ? []
      : [
          `<title>${escapeXml(title)}</title>`,
          `<meta property="og:title" content="${escapeXml(title)}" />`,
        ]),
    ...(description === undefined
      ? []
      : [
          `<meta name="description" content="${escapeXml(description)}" />`,
          `<meta property="og:description" content="${escapeXml(description)}" />`,
        ]),
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:url" content="${escapeXml(meta.url)}" />`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeXml(meta.image)}" />`,
          '<meta name="twitter:card" content="summary_large_image" />',
        ]
      : []),
    link('rel="canonical"', locale ? localizedUrl(meta.url, locale) : meta.url),
    ...LOCALES.map((alternate) =>
      link(`rel="alternate" hreflang="${alternate}"`, localizedUrl(meta.url, alternate)),
    ),
    link('rel="alternate" hreflang="x-default"', meta.url),
    ...(meta.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${scriptJson(data)}</script>`,
    ),
  ].join('\n    ');
  const page = [
    ...(title === undefined ? [] : [/<title>[\s\S]*?<\/title>/]),
    ...(description === undefined ? [] : [/<meta name="description"[^>]*>/]),
  ].reduce((text, appsOwn) => text.replace(appsOwn, ''), html);
  return page.replace('</head>', `  ${tags}\n  </head>`);
}

/**
 * Serves the built web app (hashed assets cached for a year, index.html never cached, SPA
 * fallback for the screens of the route table; Brotli or gzip copies where the browser takes
 * them) and uploaded media under /media (plugins/media.ts).
 */
export async function registerWeb(
  app: FastifyInstance,
  config: Config,
  pageMeta?: PageMetaResolver,
  /** The version of what public pages show (`publicPagesVersion`): rendered pages are kept under it. */
  pagesVersion?: () => Promise<string>,
) {
  await registerMedia(app, config);

  const webRoot = config.webDistDir;
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const hasWeb = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasWeb && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: false,
      wildcard: true,
      // The build writes .br and .gz copies beside each text file (apps/web/precompress.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const renderer = hasWeb && webRoot ? await PageRenderer.load(webRoot) : undefined;
  const indexHtml = hasWeb && indexFile ? await fs.promises.readFile(indexFile, 'utf8') : '';

  /**
   * The app's own page, from memory: streamed from disk it cost a look-up and an open a request,
   * and each layer awaiting the stream's end added listeners to the response (11 with `inject`'s,
   * past Node's leak warning). The compression hook compresses it as it does other HTML.
   */
  const sendApp = (reply: FastifyReply, status: number) =>
    reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);

  /**
   * A public page's first HTML: rendered on the server with its data where the web build has the
   * renderer and the page is one it renders; else the app's own page for the browser to render.
   */
  const rendered = async (request: FastifyRequest, html: string, locale: Locale | undefined) => {
    if (!renderer) return undefined;
    try {
      return await renderer.page(app, request, html, locale ?? PageRenderer.localeOf(request));
    } catch (error) {
      // The browser renders the page itself: a slower first paint, not a broken page.
      request.log.error({ err: error }, 'server render failed');
      return 'failed' as const;
    }
  };

  /** A site page: its head where the resolver knows the page, rendered where the renderer can. */
  const pageOf = async (request: FastifyRequest, pathname: string): Promise<PageOutcome> => {
    const meta = pageMeta ? await pageMeta(pathname, request) : null;
    if (meta === 'not-found')
      return { status: 404, html: undefined, rendered: false, complete: true };
    const named = urlLocale(request.query);
    const head = meta ? withMeta(indexHtml, meta, named) : indexHtml;
    const page = await rendered(request, head, named);
    if (page === 'failed' || page === undefined) {
      // A failed render is not kept: the next visitor's may succeed.
      return {
        status: 200,
        html: meta ? head : undefined,
        rendered: false,
        complete: page !== 'failed',
      };
    }
    return { status: 200, html: page.html, rendered: true, complete: page.complete };
  };

  const cache =
    renderer && pagesVersion && config.pageCacheSeconds > 0
      ? new PageCache({
          maxAgeMs: config.pageCacheSeconds * 1000,
          maxBytes: PAGE_CACHE_MAX_BYTES,
        })
      : undefined;
  if (cache) app.addHook('onClose', async () => cache.clear());
  app.decorate('keptPages', cache);

  /**
   * A site page as kept for its address and languages (the page's, by `?lang=`, the cookie or the
   * browser; and the head's, by the locale plugin) while what it shows has not changed.
   */
  const keptPage = async (request: FastifyRequest, pathname: string): Promise<KeptPage> => {
    if (!cache || !pagesVersion) return pageOf(request, pathname);
    const key = `${PageRenderer.localeOf(request)} ${request.locale} ${request.url}`;
    return cache.page(key, await pagesVersion(), () => pageOf(request, pathname));
  };

  /** The app for a page path, with the page's own head where the resolver knows the page. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    // Unknown paths still get the app (it shows the not-found page), with an honest 404 status.
    if (!isSitePath(pathname)) return sendApp(reply, 404);
    const page = await keptPage(request, pathname);
    if (page.status === 404) return sendApp(reply, 404);
    if (page.html === undefined) return sendApp(reply, 200);
    // A rendered page is in the visitor's language, told by the cookie or the browser.
    if (page.rendered) reply.header('Vary', 'Accept-Language, Cookie');
    reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    const encoding = page.encoded && preferredEncoding(request.headers['accept-encoding']);
    if (!page.encoded || !encoding) return reply.send(page.html);
    // A kept page is compressed once per encoding, not for every visitor (the compression hook
    // leaves an answer that has its encoding).
    varyOnAcceptEncoding(reply);
    const { encoded, html } = page;
    const body = (encoded[encoding] ??= (async () => encoders[encoding](html))().catch(
      (error: unknown) => {
        delete encoded[encoding];
        throw error;
      },
    ));
    return reply.header('content-encoding', encoding).send(await body);
  };

  if (hasWeb) {
    // The site's pages are routes of their own (the home page too: the static handler refuses
    // directories). Left to the static files' handler, every page address was looked for on disk
    // first (a stat and a directory read), a third of a kept page's time.
    for (const route of SITE_ROUTES) {
      app.get(
        route.path,
        { config: { access: 'public' }, schema: { hide: true } },
        (request, reply) => sendPage(request, reply, request.url.split('?')[0] ?? '/'),
      );
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/media/');
    if (!isPage) return send(request, reply, 404, 'NOT_FOUND', 'routeNotFound');
    return sendPage(request, reply, pathname);
  });
}
