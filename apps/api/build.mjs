/* global process */
// Builds the API into two plain-JavaScript modules that `npm start` runs with node, no tsx:
//   dist/server.mjs         the server (src/server.ts)
//   dist/pglite-worker.mjs  the embedded database's worker thread (src/db/pglite-worker.ts)
// Our TypeScript (apps/api/src and the @kirana/* packages) is bundled; every other package stays
// an import, resolved from node_modules at run time as before. Files read at run time (migrations,
// catalogues, the built storefront) are found from either place by src/api-paths.ts.
// Why: tsx compiles every module at each start and keeps its loader in memory; figures in
// docs/decisions/api-bundle.md. The output depends only on the sources (no dates, no absolute
// paths), so two builds of one commit are byte for byte the same (.ci/reproducible-build).
// `node apps/api/build.mjs [--outdir <dir>]`; each file is written beside and renamed into place,
// so a store starting meanwhile never reads half a file.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const API = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(API, '../..');
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = resolve(values.outdir ?? join(API, 'dist'));

/** Bare imports of other packages stay imports; ours (@kirana/*) are bundled. */
const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@kirana/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const result = await build({
  absWorkingDir: ROOT,
  entryPoints: {
    server: 'apps/api/src/server.ts',
    'pglite-worker': 'apps/api/src/db/pglite-worker.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // a class's or function's own name stays what the source says (error names, logs), though two
  // modules' top-level names meet in one file
  keepNames: true,
  legalComments: 'none',
  plugins: [packagesExternal],
  write: false,
  logLevel: 'warning',
});

mkdirSync(outdir, { recursive: true });
for (const file of result.outputFiles) {
  const aside = `${file.path}.${process.pid}.tmp`;
  writeFileSync(aside, file.contents);
  renameSync(aside, file.path);
}
const sizes = result.outputFiles.map(
  (f) => `${relative(ROOT, f.path)} ${(f.contents.length / 1024).toFixed(0)} KB`,
);
process.stdout.write(`api bundle: ${sizes.join(', ')}\n`);
