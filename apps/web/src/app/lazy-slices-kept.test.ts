// A lazy slice joins the store as its module runs (injectSlice at the top of its file). The
// package's `sideEffects` list tells the bundler which modules it may drop when none of their
// exports is used: a slice file missing from it was dropped, its slice never joined the store,
// and the checkout page failed on `state.address` (the e2e checkout journeys caught it).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the lazy slices', () => {
  it('are all kept by the bundler: each file that injects a slice matches the package’s sideEffects', () => {
    const patterns = (
      JSON.parse(readFileSync(join(WEB, 'package.json'), 'utf8')) as { sideEffects: string[] }
    ).sideEffects.map((p) => p.replace(/^\.\//, ''));
    // the bundler's reading of the list: `*` within one folder, a pattern without `/` names a file
    const asRegExp = (pattern: string) =>
      new RegExp(
        `${pattern.includes('/') ? '^' : '(^|/)'}${pattern.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`,
      );
    const kept = (file: string) => patterns.some((pattern) => asRegExp(pattern).test(file));
    const injecting = sourceFiles(join(WEB, 'src'))
      .filter((file) => /^injectSlice\(/m.test(readFileSync(file, 'utf8')))
      .map((file) => relative(WEB, file).replace(/\\/g, '/'));
    expect(injecting.length).toBeGreaterThanOrEqual(7);
    expect(injecting.filter((file) => !kept(file))).toEqual([]);
  });
});
