import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSitePath, LOCALES, type Locale } from '@kramik/contract';
import type { Config } from '../config/env.js';
import { escapeXml } from '../lib/text.js';
import { send } from './error-handler.js';
import { urlLocale } from './locale.js';
import { registerMedia } from './media.js';
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

  const sendApp = (reply: FastifyReply, status: number) =>
    reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html', webRoot);

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
      return undefined;
    }
  };

  /** The app for a page path, with the page's own head where the resolver knows the page. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const meta = isSitePath(pathname) && pageMeta ? await pageMeta(pathname, request) : null;
    if (meta === 'not-found' || !isSitePath(pathname)) {
      // Unknown paths still get the app (it shows the not-found page), with an honest 404 status.
      return sendApp(reply, 404);
    }
    const named = urlLocale(request.query);
    const head = meta ? withMeta(indexHtml, meta, named) : indexHtml;
    const page = await rendered(request, head, named);
    if (page === undefined && !meta) return sendApp(reply, 200);
    // A rendered page is in the visitor's language, told by the cookie or the browser.
    if (page !== undefined) reply.header('Vary', 'Accept-Language, Cookie');
    return reply
      .status(200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page ?? head);
  };

  if (hasWeb) {
    // The static handler refuses directories; the home page is the app itself.
    app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) =>
      sendPage(request, reply, '/'),
    );
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
