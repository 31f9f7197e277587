import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, negotiateLocale, type Locale } from '@kramik/contract';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The caller's language: the address's `?lang=` (a page's language alternate), else
     * Accept-Language (the web app sends the chosen locale).
     */
    locale: Locale;
  }
}

/**
 * Accept-Language headers already negotiated: browsers send a handful of distinct ones, the same
 * on every request, and negotiating splits and sorts the header. Bounded, since a client may send
 * anything; when full it starts again.
 */
const negotiated = new Map<string, Locale>();
const NEGOTIATED_MAX = 500;

export function registerLocale(app: FastifyInstance) {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = urlLocale(request.query) ?? headerLocale(request.headers['accept-language']);
    done();
  });
}

/** The language a page's address names (`?lang=`), if it names one of ours exactly. */
export function urlLocale(query: unknown): Locale | undefined {
  const lang = (query as { lang?: unknown } | undefined)?.lang;
  return lang === undefined ? undefined : LOCALES.find((locale) => locale === lang);
}

/** `negotiateLocale` of an Accept-Language header, remembered. */
function headerLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let locale = negotiated.get(header);
  if (locale === undefined) {
    locale = negotiateLocale(header);
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    negotiated.set(header, locale);
  }
  return locale;
}
