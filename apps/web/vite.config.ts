import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { defineConfig, type CSSOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { cataloguePlugin } from '../../packages/shared/src/i18n/catalogue-plugin';
import { FIRST_SCREEN_MODULES, firstScreenPlugin } from './build/first-screen-plugin';
import { precachePlugin } from './build/precache-plugin';
import { serviceWorkerPlugin } from './build/service-worker-plugin';
import { shellModules } from './build/shell-chunk-plugin';

const shell = shellModules();
/**
 * Two chunks for the landing pages' first screen beyond the shell, instead of a dozen small ones
 * (each small file compresses worse and carries its own imports): `cards`, the product card and
 * what only it draws (its ADD control, the heart, the rails); `parts`, the small modules most
 * pages share (money and formats, the picture, the page title, the empty state, the catalogue
 * pages' loading and error states). The home route went from 111.2 to 109.9 KB gzipped (the
 * states' own file was 0.2 KB more); a page that needs one part loads the whole of `parts`
 * (about 1.1 KB).
 */
const COMMON_PARTS =
  /[\\/]src[\\/](features[\\/]catalogue[\\/](format|media|components[\\/](layout\.module|media-image|page-states))|lib[\\/]use-document-title|common[\\/]money|states[\\/]empty-state)\./;
/**
 * The loaders of the pages and message namespaces beyond the first screen (app/later-pages.ts,
 * lib/i18n/later-catalogues.ts), out of the shell: one file, loaded once the first screen is
 * hydrated.
 */
const LATER = /[\\/]src[\\/](app[\\/]later-pages|lib[\\/]i18n[\\/]later-catalogues)\.ts$/;
const CARD_PARTS =
  /[\\/]features[\\/](catalogue[\\/]components[\\/](product-card|card-add-control|product-rail|lazy-personal-shelves)|wishlist[\\/](heart-button|heart-messages|wishlist-ids))\./;

/**
 * What a dynamic import preloads beside the file it imports (Vite lists each one's files in the
 * importer). From the shell, only a landing page's: a lazy part of the shell (the drawer, a
 * dialog, the start-up work) fetches its own imports as it runs, one step later. Their lists
 * cost the first screen about 0.4 KB gzipped; the service worker keeps their files right after
 * the first screen, so from then on that step is local. CSS is always preloaded (Vite adds it).
 */
const SHELL_CHUNK = /^assets\/index-[\w-]+\.js$/;
const LANDING_PAGE = new RegExp(
  `/(${Object.values(FIRST_SCREEN_MODULES)
    .map((m) => m.split('/').at(-1)!.replace('.tsx', ''))
    .join('|')})-[\\w-]+\\.js$`,
);
const preloadedWith = (file: string, deps: string[], { hostId }: { hostId: string }) =>
  SHELL_CHUNK.test(hostId) && !LANDING_PAGE.test(file) ? [] : deps;

/**
 * CSS module class names `_<class>_<hash of the file>`: Vite's default adds the class's line
 * number, which every class of a module the shell imports carries into the shell's JavaScript.
 * The browser's build and the server renderer's hash the same path, so their names agree.
 */
const css: CSSOptions = {
  modules: {
    generateScopedName: (name, filename) => {
      const file = relative(__dirname, filename.split('?')[0]!).replace(/\\/g, '/');
      return `_${name}_${createHash('sha256').update(file).digest('base64url').slice(0, 6)}`;
    },
  },
};
const precache = precachePlugin();

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // `vite build --ssr`: the server's renderer of the first screen (src/entry-server.tsx), for
        // Node; packages stay in node_modules, our own code and @kirana/shared are bundled
        plugins: [react(), cataloguePlugin()],
        css,
        build: { outDir: 'dist-server', target: 'node20', sourcemap: false, emptyOutDir: true },
      }
    : {
        plugins: [
          react(),
          cataloguePlugin(),
          precache,
          firstScreenPlugin(),
          shell.plugin,
          serviceWorkerPlugin(precache),
        ],
        css,
        server: { proxy: { '/api': 'http://localhost:3000' } },
        // the manifest lets bench/js-sizes.ts measure each route's JavaScript
        build: {
          target: 'es2022',
          sourcemap: false,
          manifest: true,
          // no modulepreload polyfill: it would run with the shell, when main.tsx imports the
          // landing page's files anyway (a browser without modulepreload just fetches them then)
          modulePreload: { polyfill: false, resolveDependencies: preloadedWith },
          // the shell in one file (build/shell-chunk-plugin.ts), then the cards and the parts
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'shell', test: shell.isShellModule },
                  {
                    name: 'later',
                    test: (id) => LATER.test(id),
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'cards',
                    test: (id) => CARD_PARTS.test(id),
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'parts',
                    test: (id) => COMMON_PARTS.test(id),
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      },
);
