// Where the API's files are, from the TypeScript sources (tsx, vitest) and from the bundle that
// `npm run build` makes (apps/api/dist/server.mjs, apps/api/build.mjs) alike. This module sits in
// apps/api/src/; bundled, its import.meta.url is the bundle's, in apps/api/dist/. `../src/` lands
// on apps/api/src/ from either folder, so the files read at run time (migrations, catalogues) are
// read from the sources, and the built storefront and console from beside them.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** The folder of the running code: apps/api/src/ (sources) or apps/api/dist/ (the bundle). */
const HERE = new URL('./', import.meta.url);

/** apps/api/src/, as a URL ending in '/'. */
export const API_SRC = new URL('../src/', import.meta.url);

/** Whether this process runs the bundle (apps/api/dist/) rather than the TypeScript sources. */
export const RUNS_BUNDLE = HERE.href !== API_SRC.href;

/** A path under apps/api/src/ (`db/migrations`, `locales`). */
export const apiSrcPath = (path: string): string => fileURLToPath(new URL(path, API_SRC));

/** A path beside the API in the monorepo's apps/ folder (`web/dist`, `admin/dist`). */
export const appsPath = (path: string): string => fileURLToPath(new URL(`../../${path}`, API_SRC));

/** `require` resolving packages as apps/api/src does (fonts' files inside their packages). */
export const apiRequire = createRequire(API_SRC);

/**
 * The module a worker thread of the embedded database starts: the bundled worker beside the
 * bundle, or, from the sources, a plain module that registers tsx (a worker thread does not
 * inherit the loader) and then imports db/pglite-worker.ts.
 */
export function pgliteWorkerStart(): { file: URL; entry?: string } {
  if (RUNS_BUNDLE) return { file: new URL('pglite-worker.mjs', HERE) };
  return {
    file: new URL('db/pglite-worker-entry.mjs', API_SRC),
    entry: new URL('db/pglite-worker.ts', API_SRC).href,
  };
}
