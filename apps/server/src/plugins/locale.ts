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

export function registerLocale(app: FastifyInstance) {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    request.locale =
      urlLocale(request.query) ?? negotiateLocale(request.headers['accept-language']);
  });
}

/** The language a page's address names (`?lang=`), if it names one of ours exactly. */
export function urlLocale(query: unknown): Locale | undefined {
  const lang = (query as { lang?: unknown } | undefined)?.lang;
  return LOCALES.find((locale) => locale === lang);
}
