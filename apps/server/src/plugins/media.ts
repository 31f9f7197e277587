import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/env.js';
import {
  isMediaKey,
  LocalMediaStore,
  MEDIA_CACHE_CONTROL,
  mediaStoreFor,
  type S3MediaStore,
} from '../lib/media-store.js';
import { registerReadinessCheck } from './health.js';

/** Uploaded files are only ever images: nothing in them may run. */
function mediaHeaders(reply: FastifyReply) {
  reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
  reply.header('X-Content-Type-Options', 'nosniff');
}

/**
 * Serves uploaded media under /media/ from the configured store (`mediaStoreFor`): files of the
 * media folder as static files; objects of an S3 bucket streamed through the server with the same
 * cache headers (ETag, Last-Modified, 304, ranges), or with `MEDIA_REDIRECT=1` a redirect to a
 * signed address on the store. With S3 the store joins the readiness checks.
 */
export async function registerMedia(app: FastifyInstance, config: Config) {
  const store = mediaStoreFor(config);
  if (store instanceof LocalMediaStore) {
    fs.mkdirSync(store.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: store.root,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      list: false,
      maxAge: '7d',
      setHeaders: (reply) => mediaHeaders(reply),
    });
    return;
  }
  const bucket = store as S3MediaStore;
  if (app.hasDecorator('readinessChecks'))
    registerReadinessCheck(app, 's3', (signal) => bucket.check(signal));
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    config: { access: 'public' },
    schema: { hide: true },
    handler: (request, reply) =>
      config.mediaRedirect ? redirect(bucket, request, reply) : stream(bucket, request, reply),
  });
}

function keyOf(request: FastifyRequest) {
  const key = (request.params as { '*'?: string })['*'] ?? '';
  return isMediaKey(key) ? key : undefined;
}

async function redirect(bucket: S3MediaStore, request: FastifyRequest, reply: FastifyReply) {
  const key = keyOf(request);
  if (!key) return reply.callNotFound();
  const { url, maxAge } = await bucket.signedUrl(key);
  // The same address is handed out for the rest of the hour, and is valid for longer.
  return reply.header('Cache-Control', `public, max-age=${maxAge}`).redirect(url, 302);
}

async function stream(bucket: S3MediaStore, request: FastifyRequest, reply: FastifyReply) {
  const key = keyOf(request);
  if (!key) return reply.callNotFound();
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const answer = await bucket.fetch(key, {
    head: request.method === 'HEAD',
    ifNoneMatch: header('if-none-match'),
    ifModifiedSince: header('if-modified-since'),
    range: header('range'),
  });
  if (answer.status === 404) return reply.callNotFound();
  mediaHeaders(reply);
  reply.header('Cache-Control', MEDIA_CACHE_CONTROL);
  if (answer.status === 416) return reply.status(416).send();
  if (answer.etag) reply.header('ETag', answer.etag);
  if (answer.lastModified) reply.header('Last-Modified', answer.lastModified.toUTCString());
  if (answer.status === 304) return reply.status(304).send();
  reply.header('Accept-Ranges', 'bytes').type(answer.contentType);
  if (answer.size !== undefined) reply.header('Content-Length', String(answer.size));
  if (answer.contentRange) reply.header('Content-Range', answer.contentRange);
  return reply.status(answer.status).send(answer.body);
}
