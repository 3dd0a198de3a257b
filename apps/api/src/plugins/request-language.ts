import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, languageFromAcceptLanguage, type Language } from '@kirana/shared';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language this request reads in: the storefront's client sends the shopper's choice as
     * `Accept-Language`; otherwise the browser's own header decides (a first visit).
     */
    language: Language;
  }
}

/** Gives every request its `language` (catalogue names, messages) from `Accept-Language`. */
export function installRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.language = languageFromAcceptLanguage(request.headers['accept-language']);
  });
}
