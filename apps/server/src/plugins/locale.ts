import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, negotiateLocale, type Locale } from '@kramik/contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, from Accept-Language (the web app sends the chosen locale). */
    locale: Locale;
  }
}

export function registerLocale(app: FastifyInstance) {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    request.locale = negotiateLocale(request.headers['accept-language']);
  });
}
