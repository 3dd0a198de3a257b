import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  API_SRC,
  RUNS_BUNDLE,
  apiRequire,
  apiSrcPath,
  appsPath,
  pgliteWorkerStart,
} from './api-paths';

const SHARED_SRC = fileURLToPath(new URL('../../../packages/shared/src/', import.meta.url));

/** The files esbuild may bundle into apps/api/dist (tests, test kits and scripts are not). */
function bundledSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return ['test', 'scripts', 'node_modules'].includes(name) ? [] : bundledSources(path);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.|-test\.|-test-kit\./.test(name) ? [path] : [];
  });
}

describe('where the API finds its files, from the sources and the bundle alike', () => {
  it('finds the migrations, the catalogues, the fonts and the worker from the sources', () => {
    expect(RUNS_BUNDLE).toBe(false);
    expect(fileURLToPath(API_SRC)).toBe(fileURLToPath(new URL('./', import.meta.url)));
    expect(existsSync(apiSrcPath('db/migrations/meta/_journal.json'))).toBe(true);
    expect(existsSync(apiSrcPath('locales/en'))).toBe(true);
    expect(existsSync(join(appsPath('web'), 'package.json'))).toBe(true);
    expect(existsSync(apiRequire.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'))).toBe(
      true,
    );
    const worker = pgliteWorkerStart();
    expect(existsSync(fileURLToPath(worker.file))).toBe(true);
    expect(existsSync(fileURLToPath(worker.entry!))).toBe(true);
  });

  // bundled, import.meta.url is apps/api/dist/server.mjs for every module: a path taken from it
  // anywhere but api-paths.ts would point into dist/ and miss its file
  it('takes no path from import.meta anywhere else in the bundled code', () => {
    const api = fileURLToPath(API_SRC);
    const offenders = [...bundledSources(api), ...bundledSources(SHARED_SRC)]
      .filter((f) => !f.endsWith('api-paths.ts') && !f.endsWith('pglite-worker-entry.mjs'))
      .filter((f) => /import\.meta\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(api, f));
    expect(offenders).toEqual([]);
  });
});
