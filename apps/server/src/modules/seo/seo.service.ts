import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { SITE_ROUTES, type SiteRouteId } from '@kramik/contract';
import type { Config } from '../../config/env.js';
import { decodeCursor, encodeCursor } from '../../lib/pagination.js';
import { escapeXml } from '../../lib/text.js';
import type { RequestContext } from '../../plugins/context.js';
import { makerPageMeta, productPageMeta, productUrl } from '../catalog/catalog.service.js';
import { shopPageMeta } from '../shops/shops.service.js';
import * as repo from './seo.repo.js';
import { passportPageMeta, piecePageMeta } from '../passports/passports.service.js';

/** The sitemaps protocol's most URLs in one file. */
export const PART_SIZE = 50_000;

/** The sitemap's parts: the site's own pages, then one kind of object each. */
export const SITEMAP_PARTS = ['pages', 'products', 'makers', 'shops', 'categories'] as const;
export type SitemapPart = (typeof SITEMAP_PARTS)[number];

export interface SeoDeps {
  config: Config;
}
export type SeoContext = SeoDeps & RequestContext;

/** The public pages worth a search result: not the sign-in forms, the cart or the comparison. */
const CONTENT_PAGES: SiteRouteId[] = [
  'home',
  'catalog',
  'makers',
  'shopsMap',
  'about',
  'rules',
  'policy',
  'regular',
  'getApp',
  'security',
  'paymentMethods',
  'intellectualProperty',
  'contact',
];

/** Paths no crawler needs besides the signed-in screens: the API, the payment sandboxes, the cart. */
const PRIVATE_PATHS = ['/api/', '/sandbox/', '/cart', '/payment/'];

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const gzip = promisify(zlib.gzip);

/**
 * `robots.txt`: everything may be crawled but the API, the sandboxes, the cart and payment pages
 * and every screen of the route table that needs a signed-in account (`*` for a path parameter);
 * then where the sitemap is.
 */
export function robotsTxt({ config }: SeoDeps) {
  const signedIn = SITE_ROUTES.filter((route) => route.access !== 'public').map((route) =>
    route.path.replace(/:\w+/g, '*'),
  );
  const paths = [...PRIVATE_PATHS, ...signedIn];
  // A rule covers every path it begins: `/admin` also keeps out `/admin/orders`.
  const disallowed = paths.filter(
    (path) => !paths.some((other) => other !== path && path.startsWith(other)),
  );
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Where a part is: the first of a kind at its plain address, the next ones from their first row. */
function partUrl(config: Config, part: SitemapPart, start?: repo.PartStart) {
  const from = start ? `?from=${encodeCursor(start)}` : '';
  return `${config.publicUrl}/sitemap-${part}.xml.gz${from}`;
}

/**
 * `sitemap.xml`: an index of the parts, one for the pages and one per 50,000 objects of each kind
 * (a kind with none has no part). Each part after the first is named by its first row, found by
 * one pass over the kind's key (`repo.listPartStarts`).
 */
export async function sitemapIndex({ config, db }: SeoContext) {
  const urls = [partUrl(config, 'pages')];
  for (const kind of SITEMAP_PARTS.filter((part) => part !== 'pages')) {
    const starts = await repo.listPartStarts(db, kind, PART_SIZE);
    urls.push(...starts.map((start, i) => partUrl(config, kind, i === 0 ? undefined : start)));
  }
  return sitemapXml(
    'sitemapindex',
    urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`),
  );
}

const isPartStart = (value: Record<string, unknown>): value is repo.PartStart =>
  typeof value.createdAt === 'string' &&
  repo.PART_START_TIME.test(value.createdAt) &&
  typeof value.id === 'string' &&
  /^[0-9a-f-]{36}$/i.test(value.id);

/** The page of each kind of object (a subcategory's is its parent's catalog narrowed to it). */
const PAGE_URL: Record<repo.SitemapKind, (config: Config, row: repo.SitemapRow) => string> = {
  products: (config, row) => productUrl(config, row.id),
  makers: (config, row) => `${config.publicUrl}/company/${row.id}`,
  shops: (config, row) => `${config.publicUrl}/shops/${row.id}`,
  categories: (config, row) =>
    row.parentId
      ? `${config.publicUrl}/catalog?category=${row.parentId}&subcategory=${row.id}`
      : `${config.publicUrl}/catalog?category=${row.id}`,
};

/**
 * A part of the sitemap, gzip-compressed: the pages, or up to 50,000 objects of a kind from the
 * row `from` names (the first ones without it), each with when it last changed.
 */
export async function sitemapPart(
  { config, db }: SeoContext,
  part: SitemapPart,
  from: string | undefined,
) {
  const urls =
    part === 'pages'
      ? SITE_ROUTES.filter((route) => CONTENT_PAGES.includes(route.id)).map((route) => ({
          loc: `${config.publicUrl}${route.path}`,
        }))
      : (await repo.listPartRows(db, part, decodeCursor(from, isPartStart), PART_SIZE)).map(
          (row) => ({ loc: PAGE_URL[part](config, row), lastmod: row.lastmod }),
        );
  const entries = urls.map(
    ({ loc, lastmod }: { loc: string; lastmod?: Date }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return gzip(sitemapXml('urlset', entries));
}

/** A sitemaps-protocol document: its root element around one line per entry. */
function sitemapXml(root: 'sitemapindex' | 'urlset', entries: string[]) {
  const lines = entries.map((entry) => `  ${entry}\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${NAMESPACE}">\n${lines}</${root}>\n`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The object pages whose head the server writes, by their path's first segment. */
const OBJECT_PAGES = {
  products: productPageMeta,
  company: makerPageMeta,
  shops: shopPageMeta,
};

/**
 * The head of a public page (plugins/web.ts): the home page and the catalog get their address
 * (canonical, languages), a product's, maker's or shop's page its own head; 'not-found' for an
 * unknown object, null for every other page (the app's own head).
 */
export async function pageHead(ctx: SeoContext, pathname: string) {
  if (pathname === '/' || pathname === '/catalog') {
    return { url: `${ctx.config.publicUrl}${pathname}` };
  }
  // Piece passports (issue 24): a product's passport and a sold piece's page.
  const passportOf = /^\/products\/([^/]+)\/passport$/.exec(pathname)?.[1];
  if (passportOf) return UUID.test(passportOf) ? passportPageMeta(ctx, passportOf) : 'not-found';
  const pieceCode = /^\/pieces\/([^/]+)$/.exec(pathname)?.[1];
  if (pieceCode) return piecePageMeta(ctx, pieceCode);
  const [, section, id] = /^\/(products|company|shops)\/([^/]+)$/.exec(pathname) ?? [];
  if (!section || !id || !UUID.test(id)) return null;
  return OBJECT_PAGES[section as keyof typeof OBJECT_PAGES](ctx, id);
}
