import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSitePath } from '@kramik/contract';
import type { Config } from '../config/env.js';
import { send } from './error-handler.js';

/** What a shared link shows before any script runs (title, description, Open Graph). */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the preview image. */
  image?: string;
  url: string;
  type?: 'website' | 'product';
}

/**
 * Answers the share tags of a page path: meta, `'not-found'` for a page whose object does not
 * exist (404 status, the app still renders), or null for the app's own tags.
 */
export type PageMetaResolver = (
  pathname: string,
  request: FastifyRequest,
) => Promise<PageMeta | 'not-found' | null>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** index.html with the page's title, description and Open Graph tags in place of the app's. */
export function withMeta(html: string, meta: PageMeta) {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
          '<meta name="twitter:card" content="summary_large_image" />',
        ]
      : []),
  ].join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${tags}\n  </head>`);
}

/**
 * Serves the built web app (hashed assets cached for a year, index.html never cached, SPA
 * fallback for the screens of the route table; Brotli or gzip copies where the browser takes
 * them) and uploaded media under /media.
 */
export async function registerWeb(
  app: FastifyInstance,
  config: Config,
  pageMeta?: PageMetaResolver,
) {
  const mediaRoot = path.join(config.dataDir, 'media');
  fs.mkdirSync(mediaRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaRoot,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    maxAge: '7d',
    setHeaders: (res) => {
      // Uploaded files are only ever images: nothing in them may run.
      res.header('Content-Security-Policy', "default-src 'none'; sandbox");
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });

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

  const sendApp = (reply: FastifyReply, status: number) =>
    reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html', webRoot);

  if (hasWeb) {
    // The static handler refuses directories; the home page is the app itself.
    app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
      sendApp(reply, 200),
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
    const meta = isSitePath(pathname) && pageMeta ? await pageMeta(pathname, request) : null;
    if (meta && indexFile) {
      const html = await fs.promises.readFile(indexFile, 'utf8');
      return reply
        .status(meta === 'not-found' ? 404 : 200)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(meta === 'not-found' ? html : withMeta(html, meta));
    }
    // Unknown paths still get the app (it shows the not-found page), with an honest 404 status.
    return sendApp(reply, isSitePath(pathname) ? 200 : 404);
  });
}
