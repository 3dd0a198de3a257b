import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { buildRobots, buildSitemap } from './seo.service';

/** /sitemap.xml and /robots.txt at the site root. */
export function registerSeoRoutes(app: App, deps: AppDeps): void {
  const { config, cache } = deps;
  app.get(
    '/sitemap.xml',
    { schema: { tags: ['seo'], summary: 'Every indexable URL' } },
    async (_req, reply) => {
      const xml = await cache.get('sitemap', () =>
        buildSitemap(deps.database.readDb, config.PUBLIC_URL),
      );
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(xml);
    },
  );
  app.get(
    '/robots.txt',
    { schema: { tags: ['seo'], summary: 'Crawler rules' } },
    async (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(buildRobots(config.PUBLIC_URL)),
  );
}
