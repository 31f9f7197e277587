import { createRequire } from 'node:module';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HelmetOptions } from 'helmet';
import type { Config } from '../config/env.js';
import { signedUrlOrigin } from '../lib/media-store.js';
import type { Redis } from '../lib/redis.js';

type Middleware = (req: unknown, res: unknown, next: (error?: Error) => void) => void;

/**
 * Helmet itself, the copy @fastify/helmet depends on. That plugin calls `helmet(options)` on every
 * request, parsing the whole configuration (CSP directives included) each time. Here it runs once,
 * at start: every header it sets is static (no nonces, no per-request directives), so its answer
 * is kept and each request gets the same headers (`staticHeaders`).
 */
const helmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))(
  'helmet',
) as (options: Readonly<HelmetOptions>) => Middleware;

/**
 * Security headers with a strict Content-Security-Policy: no inline or foreign scripts, so an
 * injected script can never read the session token kept in sessionStorage (PRODUCT.md deviation 2).
 * Inline *styles* stay allowed because Mantine sets CSS variables through style attributes.
 */
export async function registerSecurity(app: FastifyInstance, config: Config, redis?: Redis) {
  const tileOrigin = originOf(config.mapTileUrl);
  // Media redirected to the store's signed addresses load from there (the service worker fetches
  // product photos, so its connections too).
  const mediaOrigin = config.mediaRedirect && config.s3 ? signedUrlOrigin(config.s3) : undefined;
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(tileOrigin ? [tileOrigin] : []),
          ...(mediaOrigin ? [mediaOrigin] : []),
        ],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(mediaOrigin ? [mediaOrigin] : [])],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // The QR code and product pages are shared; keep the referrer to our own origin only.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.publicUrl.startsWith('https://'),
  });
  const documentHeaders = staticHeaders(securityHeaders);
  const apiHeaders = jsonHeaders(documentHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request) ? apiHeaders : documentHeaders);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPersonal(request)) reply.header('cache-control', 'no-store');
    // An API answer that a browser may show as a page of its own (the API's docs, a PDF, a QR
    // code, a CSV, a payment's return page) gets a page's headers, but for those its route set.
    if (isApi(request) && isPage(reply.getHeader('content-type'))) {
      for (const [name, value] of Object.entries(documentHeaders)) {
        const current = reply.getHeader(name);
        if (current === undefined || current === apiHeaders[name]) reply.header(name, value);
      }
    }
    done(null, payload);
  });

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    keyGenerator: clientKey,
    // The budget's headers go with the refusal (429, with `retry-after`), not with every answer.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    // Static files of the web app are not worth counting.
    allowList: (request) => !isApi(request),
    // Several nodes count together in Redis; when it does not answer, requests go through.
    ...(redis ? { redis, nameSpace: 'rate:', skipOnError: true } : {}),
  });
}

/**
 * The client address a request counts against: the plugin's own key (`normalizeIP`), which tests
 * every address against the IPv6 pattern first. An address without a colon is not IPv6 (its key
 * is itself, lower-cased); the others are left to `normalizeIP` (an IPv6 network, or as it is).
 */
function clientKey(request: FastifyRequest) {
  const ip = request.ip;
  return ip.includes(':') ? normalizeIP(ip, IPV6_SUBNET) : ip.toLowerCase();
}

/** The plugin's default network an IPv6 client counts as (its `ipv6Subnet`). */
const IPV6_SUBNET = 64;

/**
 * The headers a middleware sets, read by running it once on a stand-in response: helmet's are the
 * same for every request. What it removes (`X-Powered-By`) nothing has set when the hook runs, at
 * the start of every request. A middleware that does not finish at once is not static: refused.
 */
function staticHeaders(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  let outcome: { error?: Error } | undefined;
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({ headers: {} }, response, (error) => (outcome = { error }));
  if (!outcome) throw new Error('the security headers middleware did not finish at once');
  if (outcome.error) throw outcome.error;
  return headers;
}

/**
 * The headers of a JSON answer (OWASP's REST Security Cheat Sheet): a policy that lets nothing
 * load or frame it, were it opened as a page, no sniffing, same-origin reads only, and HSTS as
 * pages have it. Those that only concern a page a browser renders (its opener, DNS prefetching,
 * IE's download and XSS filters, the agent cluster, the referrer of its links) are left out.
 */
function jsonHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const hsts = documentHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

function isApi(request: FastifyRequest) {
  return request.url.startsWith('/api/');
}

/** An answer with a body that is not JSON. */
function isPage(contentType: unknown) {
  return typeof contentType === 'string' && !contentType.startsWith('application/json');
}

/**
 * API paths whose answers belong to one person even without a session: the login and account
 * calls (tokens, codes), a visitor's cart and checkout, payments and their return pages, and the
 * seller's and admin's trees.
 */
const PERSONAL_PATHS =
  /^\/api\/(users|cart|checkout|orders|payments|messages|reviews|reports|seller|admin)(\/|\?|$)/;

/**
 * Answers no cache may keep (`Cache-Control: no-store`): every answer to a request that carries
 * credentials (the bearer token; the app sets no session cookie), whatever the route set — a
 * route's public cache header is meant for visitors — and the personal API paths. Public catalog
 * answers to visitors keep their own headers.
 */
function isPersonal(request: FastifyRequest) {
  return request.headers.authorization !== undefined || PERSONAL_PATHS.test(request.url);
}

function originOf(url: string) {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return undefined;
  }
}
