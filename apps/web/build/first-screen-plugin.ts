import type { Plugin, Rollup } from 'vite';
// by path, not by package name: Vite loads its config's bare imports with Node, which cannot run .ts
import {
  FIRST_SCREEN_FILE,
  type FirstScreenManifest,
  type FirstScreenPage,
} from '../../../packages/shared/src/common/first-screen';
import { filesReachedFrom, isPage } from './bundle-files';

/** The page module of each landing page. */
export const FIRST_SCREEN_MODULES: Record<FirstScreenPage, string> = {
  home: 'catalogue/pages/home-page.tsx',
  category: 'catalogue/pages/category-products-page.tsx',
  product: 'catalogue/pages/product-details-page.tsx',
};

/** Each landing page's scripts and styles that the entry does not already load. */
export function firstScreenManifest(bundle: Rollup.OutputBundle): FirstScreenManifest {
  const entry = filesReachedFrom(bundle, (c) => c.isEntry);
  const manifest: FirstScreenManifest = {};
  for (const [page, module] of Object.entries(FIRST_SCREEN_MODULES)) {
    const own = [...filesReachedFrom(bundle, (c) => isPage(c, module))]
      .filter((f) => !entry.has(f))
      .sort()
      .map((f) => `/${f}`);
    if (own.length === 0) continue;
    manifest[page as FirstScreenPage] = {
      scripts: own.filter((f) => f.endsWith('.js')),
      styles: own.filter((f) => f.endsWith('.css')),
    };
  }
  return manifest;
}

/** Writes dist/first-screen.json, read by the server when it serves a landing page's HTML. */
export function firstScreenPlugin(): Plugin {
  return {
    name: 'kirana-first-screen',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREEN_FILE,
        source: JSON.stringify(firstScreenManifest(bundle), null, 1),
      });
    },
  };
}
