import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { unprefixedPath, type Language } from '@kirana/shared';
import { appsPath } from '../api-paths';
import type { AppDeps } from '../lib/deps';
import { loadFirstScreenRenderer, withFirstScreen } from '../lib/first-screen-render';
import {
  FirstScreenMissed,
  registerConsoleApp,
  registerWebApp,
  withLanguage,
  type PageVisitor,
} from '../lib/web-app';
import { firstScreenTags, headFor, injectHead, loadFirstScreenManifest } from '../modules/seo';

/**
 * In production, the built console under /admin and the storefront, whose landing pages get
 * their head and, when the server renderer is built, their first screen drawn on the server.
 */
export async function registerWebPages(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config } = deps;
  const webDist = resolve(config.WEB_DIST_DIR ?? appsPath('web/dist'));
  const consoleDist = resolve(config.CONSOLE_DIST_DIR ?? appsPath('admin/dist'));
  if (config.NODE_ENV === 'production' && existsSync(resolve(consoleDist, 'index.html'))) {
    await registerConsoleApp(app, consoleDist);
  }
  if (config.NODE_ENV === 'production' && existsSync(resolve(webDist, 'index.html'))) {
    const firstScreen = loadFirstScreenManifest(webDist);
    const renderer = await loadFirstScreenRenderer(app, join(dirname(webDist), 'dist-server'));
    const pageHtml = async (
      indexHtml: string,
      path: string,
      visitor: PageVisitor | null,
      language: Language,
    ) => {
      const html = withLanguage(indexHtml, language);
      // the head is the page's (without its language prefix) in its language; the first screen
      // is drawn at the URL as opened, so its links keep the prefix
      const head = await headFor(
        deps.database.readDb,
        config.PUBLIC_URL,
        unprefixedPath(path),
        language,
      );
      const early = (scripts: boolean) =>
        firstScreenTags(deps.database.readDb, firstScreen, head.page, { scripts });
      const page = injectHead(html, head, await early(true));
      if (!renderer || !visitor || !head.page) return page;
      const screen = await renderer.render({ url: path, page: head.page, language, ...visitor });
      if (!screen) throw new FirstScreenMissed(page);
      return withFirstScreen(injectHead(html, head, await early(false)), screen);
    };
    await registerWebApp(app, webDist, deps, pageHtml, renderer?.isPhone);
  }
}
