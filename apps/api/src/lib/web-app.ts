import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppDeps } from './deps';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built storefront: hashed assets cached for a year, other files for an hour, and
 * index.html (never cached) for every client route so deep links work, with the page's own
 * title, description, canonical URL, Open Graph tags and JSON-LD in its head: `withHead` puts
 * them into index.html for a path (the SEO module's, handed in by the composition root).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  deps: AppDeps,
  withHead: (indexHtml: string, path: string) => Promise<string>,
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
    const path = req.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || /\.[a-z0-9]{1,8}$/i.test(path)) {
      return reply.callNotFound();
    }
    const html = await deps.cache.get(`html:${path}`, () => withHead(indexHtml, path));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
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
