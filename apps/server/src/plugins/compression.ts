import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessClassOf } from './access.js';

/** Answers smaller than this go as they are: compressing saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Text worth compressing: JSON, HTML, XML, JavaScript, CSS, SVG. Pictures, fonts and archives
 * (the sitemap parts are gzip files) are compressed already.
 */
const COMPRESSIBLE_TYPE =
  /^(text\/|image\/svg\+xml|application\/(json|javascript|xml|[\w.-]+\+(json|xml))\b)/;

export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Answers up to this size are compressed on the event loop: for them the trip to libuv's thread
 * pool and back (a promise, two wake-ups) costs more than the compression (an order's or a cart's
 * answer: gzip was a tenth of a checkout's main-thread time, mostly that trip).
 */
export const SYNC_COMPRESSED_MAX_BYTES = 16 * 1024;

/**
 * Brotli at quality 4 (a 19 KB catalog page in 0.3 ms, 20% of its size; 11 takes 45 ms for 9%
 * less), gzip at its default level 6: an answer is compressed for every request.
 */
const brotliOptions = (body: string | Buffer): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    // A hint only: a string's length in UTF-16 units is close enough, and free.
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/** `body` compressed as the answers are (Brotli at quality 4, gzip at level 6). */
export const encoders: Record<Encoding, (body: string | Buffer) => Buffer | Promise<Buffer>> = {
  br: (body) =>
    body.length <= SYNC_COMPRESSED_MAX_BYTES
      ? zlib.brotliCompressSync(body, brotliOptions(body))
      : brotli(body, brotliOptions(body)),
  gzip: (body) => (body.length <= SYNC_COMPRESSED_MAX_BYTES ? zlib.gzipSync(body) : gzip(body)),
};

/**
 * Compresses the answers built in memory (JSON, HTML pages with their share tags, XML) with
 * Brotli, or gzip for clients without it. Files stream from disk untouched: the web app's are
 * precompressed at build time (`precompress.ts` in apps/web, served by `@fastify/static`), and
 * uploaded media are pictures. Operators' payment notifications are answered as they are.
 */
export function registerCompression(app: FastifyInstance) {
  // A callback hook: most answers pass untouched, without a promise and a turn of the queue each.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!isCompressible(request, reply, payload)) return done(null, payload);
    // The answer depends on Accept-Encoding whether or not this client gets it compressed.
    varyOnAcceptEncoding(reply);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const etag = reply.getHeader('etag');
    // A strong validator names the exact bytes; the compressed ones are only equivalent to them.
    if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    let compressed: Buffer | Promise<Buffer>;
    try {
      compressed = encoders[encoding](payload);
    } catch (error) {
      return done(error as Error);
    }
    if (Buffer.isBuffer(compressed)) return done(null, compressed);
    compressed.then(
      (body) => done(null, body),
      (error: Error) => done(error),
    );
  });
}

function isCompressible(request: FastifyRequest, reply: FastifyReply, body: string | Buffer) {
  const access = request.routeOptions.config.access;
  const type = reply.getHeader('content-type');
  return (
    atLeastBytes(body, MIN_COMPRESSED_BYTES) &&
    typeof type === 'string' &&
    COMPRESSIBLE_TYPE.test(type) &&
    !reply.hasHeader('content-encoding') &&
    !String(reply.getHeader('cache-control') ?? '').includes('no-transform') &&
    !(access && accessClassOf(access) === 'signature')
  );
}

/**
 * Whether `body` is at least `bytes` long in UTF-8 without measuring a long string whole: each
 * UTF-16 unit takes at least one byte, so a string that many units long is that many bytes.
 */
function atLeastBytes(body: string | Buffer, bytes: number) {
  return body.length >= bytes || (typeof body === 'string' && Buffer.byteLength(body) >= bytes);
}

export function varyOnAcceptEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (vary === '*' || /\baccept-encoding\b/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The encoding to answer in (RFC 9110 §12.5.3): the one of Brotli and gzip the client weighs
 * highest, Brotli on a tie; none when it accepts neither (`identity` only, `q=0`, no header).
 */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map(
    header.split(',').map((entry) => {
      const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      return [coding, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const)
    .filter((coding) => weightOf(coding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
  return best;
}
