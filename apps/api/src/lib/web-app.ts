import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppDeps } from './deps';
import {
  HTML_LANG,
  languageFromCookie,
  languageFromPath,
  unprefixedPath,
  type Language,
} from '@kirana/shared';
import { pageHtmlKey } from './catalogue-cache';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Thrown by a page's HTML builder when its first screen could not be rendered this time (a call
 * failed, say): this HTML, without it, is sent, and nothing is cached, so the next visit tries again.
 */
export class FirstScreenMissed extends Error {
  constructor(readonly html: string) {
    super('the first screen was not rendered');
  }
}

/** Who a storefront page is rendered for: their layout, and their address for the rate limits. */
export interface PageVisitor {
  mobile: boolean;
  ip: string;
}

/**
 * The language a storefront page is drawn in: the one its URL names (`/hi/...`, whatever the
 * cookie says: a search engine's or a shared link's Hindi page is Hindi), else the shopper's
 * choice remembered in the browser (the `kirana_lang` cookie), else what the browser asks for
 * (`Accept-Language`, a first visit).
 */
export function pageLanguage(req: FastifyRequest): Language {
  return (
    languageFromPath(req.url.split('?')[0] ?? '/') ??
    languageFromCookie(req.headers.cookie) ??
    req.language
  );
}

/** index.html with `<html lang>` set to the page's language (`en-IN`, `hi`). */
export const withLanguage = (html: string, language: Language) =>
  html.replace(/<html[^>]*>/i, `<html lang="${HTML_LANG[language]}">`);

/**
 * Serves the built storefront: hashed assets cached for a year, other files for an hour, and
 * index.html (never cached) for every client route so deep links work. `pageHtml` (from the
 * composition root) fills it for a path: the page's own title, description, canonical URL, Open
 * Graph tags and JSON-LD, and for a landing page without a query its first screen rendered in the
 * visitor's layout (phone or wide, guessed by `isPhone` from the user agent).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  deps: AppDeps,
  pageHtml: (
    indexHtml: string,
    path: string,
    visitor: PageVisitor | null,
    language: Language,
  ) => Promise<string>,
  isPhone?: (userAgent: string | undefined) => boolean,
): Promise<void> {
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders: (reply, path) => {
      const hashed = /[\\/]assets[\\/]/.test(path);
      // the workers, the precache list and the manifest are checked for updates on every visit
      const always =
        /(service-worker\.js|firebase-messaging-sw\.js|manifest\.webmanifest|precache\.json)$/.test(
          path,
        );
      reply.header(
        'cache-control',
        hashed ? IMMUTABLE : always ? 'no-cache' : 'public, max-age=3600',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const [path = '/', query] = req.url.split('?');
    // the API, the console and files have one address: never under a language prefix
    const page = unprefixedPath(path);
    if (
      /^\/api(\/|$)/.test(page) ||
      (page !== path && /^\/admin(\/|$)/.test(page)) ||
      /\.[a-z0-9]{1,8}$/i.test(path)
    ) {
      return reply.callNotFound();
    }
    // slugs are lower-case: a product or category page typed in another letter case is sent to
    // its one address (one page to cache and to drop when a review changes it, one for search
    // engines); other paths keep their case (a payment id, say)
    if (/^\/(category\/)?[^/]*[A-Z][^/]*$/.test(page))
      return reply.redirect(`${path.toLowerCase()}${query === undefined ? '' : `?${query}`}`, 301);
    // a query (filters, campaign tags) is left to the browser: one rendering per path and layout
    const visitor: PageVisitor | null =
      isPhone && !query ? { mobile: isPhone(req.headers['user-agent']), ip: req.ip } : null;
    const language = pageLanguage(req);
    const key = pageHtmlKey(path, visitor ? visitor.mobile : null, language);
    const html = await deps.cache
      .get(key, () => pageHtml(indexHtml, path, visitor, language))
      .catch((err: unknown) => {
        if (err instanceof FirstScreenMissed) return err.html;
        throw err;
      });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'user-agent, cookie, accept-language')
      .send(html);
  });
}

/**
 * Serves the built store console under /admin: hashed assets for a year, index.html (never
 * cached, never indexed) for every console route so deep links and reloads work.
 */
export async function registerConsoleApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/admin/',
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders: (reply, path) => {
      const hashed = /[\\/]assets[\\/]/.test(path);
      reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
  const page = async (_req: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(indexHtml);
  app.get('/admin', { schema: { hide: true } }, page);
  app.get('/admin/*', { schema: { hide: true } }, async (req, reply) => {
    if (/\.[a-z0-9]{1,8}$/i.test(req.url.split('?')[0] ?? '')) return reply.callNotFound();
    return page(req, reply);
  });
}
