import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../plugins/context.js';
import { route } from '../../plugins/route.js';
import {
  SITEMAP_PARTS,
  robotsTxt,
  sitemapIndex,
  sitemapPart,
  type SeoDeps,
} from './seo.service.js';

/**
 * A file for crawlers, which browsers, proxies and CDNs may keep an hour: crawlers come back daily
 * at most, and new products wait no longer.
 */
const sendCrawlerFile = (reply: FastifyReply, type: string, body: string | Buffer) =>
  reply.header('Cache-Control', 'public, max-age=3600').type(type).send(body);

const PartQuerySchema = z.object({ from: z.string().max(200).optional() });

/** What search engines read: `robots.txt`, and the sitemap as an index of gzip-compressed parts. */
export function seoRoutes(deps: SeoDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/robots.txt',
      route('public', 'seo', 'What crawlers may visit, and where the sitemap is', {}),
      async (_request, reply) =>
        sendCrawlerFile(reply, 'text/plain; charset=utf-8', robotsTxt(deps)),
    );

    app.get(
      '/sitemap.xml',
      route('public', 'seo', 'The sitemap index: the parts, each of 50,000 pages at most', {}),
      async (request, reply) =>
        sendCrawlerFile(
          reply,
          'application/xml; charset=utf-8',
          await sitemapIndex(contextOf(deps, request)),
        ),
    );

    for (const part of SITEMAP_PARTS) {
      app.get(
        `/sitemap-${part}.xml.gz`,
        route('public', 'seo', `A part of the sitemap: ${part} (gzip-compressed XML)`, {
          querystring: PartQuerySchema,
        }),
        async (request, reply) =>
          sendCrawlerFile(
            reply,
            'application/gzip',
            await sitemapPart(contextOf(deps, request), part, request.query.from),
          ),
      );
    }
  };
}
