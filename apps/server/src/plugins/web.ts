import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isSitePath } from '@kramik/contract';
import type { Config } from '../config/env.js';
import { send } from './error-handler.js';

/**
 * Serves the built web app (hashed assets cached for a year, index.html never cached, SPA
 * fallback for the screens of the route table) and uploaded media under /media.
 */
export async function registerWeb(app: FastifyInstance, config: Config) {
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
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply, 200));
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
    // Unknown paths still get the app (it shows the not-found page), with an honest 404 status.
    return sendApp(reply, isSitePath(pathname) ? 200 : 404);
  });
}
