// npm run bench (part): the gzipped JavaScript each route loads, from the Vite build manifest.
// Prints figures; asserts nothing. Run `npm run build` first.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../packages/shared/src/common/languages';
import { SHELL_NAMESPACES } from '../apps/web/src/app/shell/shell-namespaces';

interface Chunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  src?: string;
}

const DIST = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${DIST}.vite/manifest.json`, 'utf8')) as Record<
  string,
  Chunk
>;
const gz = new Map<string, number>();
const sizeOf = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(DIST + file)).length);
  return gz.get(file)!;
};

/** Every JS file a chunk needs, following static imports. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const shell = closure(entryKey);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const total = (files: Iterable<string>) =>
  [...files].filter((f) => f.endsWith('.js')).reduce((a, f) => a + sizeOf(f), 0);

/** Issue #13 part 5: the home route's initial JavaScript (shell + home page), gzipped. */
const HOME_TARGET = 110 * 1024;

console.log(`\nJavaScript per route, gzipped (shell: ${kb(total(shell))})\n`);
console.log('page'.padEnd(48), 'page only'.padStart(10), 'initial total'.padStart(14));
const pages = Object.keys(manifest)
  .filter((k) => manifest[k]!.isDynamicEntry && /pages\//.test(k))
  .sort();
for (const key of pages) {
  const own = [...closure(key)].filter((f) => !shell.has(f));
  const name = key.replace(/^.*features\//, '').replace(/\.tsx$/, '');
  console.log(
    name.padEnd(48),
    kb(total(own)).padStart(10),
    kb(total(shell) + total(own)).padStart(14),
  );
}

/** A language's message catalogues the first screen loads (the shell's namespaces), gzipped. */
const messagesOf = (language: string) =>
  total(
    SHELL_NAMESPACES.flatMap((ns) => {
      const chunk = manifest[`src/locales/${language}/${ns}.json`];
      return chunk ? [...closure(`src/locales/${language}/${ns}.json`)] : [];
    }),
  );

const homeKey = pages.find((k) => k.endsWith('catalogue/pages/home-page.tsx'));
if (homeKey) {
  const code = total(shell) + total([...closure(homeKey)].filter((f) => !shell.has(f)));
  for (const language of LANGUAGES) {
    const home = code + messagesOf(language);
    console.log(
      `\nhome route initial JavaScript in ${language} (messages ${kb(messagesOf(language))}): ${kb(home)}, ${home.toLocaleString('en-IN')} bytes (target ≤ ${kb(HOME_TARGET)}: ${home <= HOME_TARGET ? `met, ${HOME_TARGET - home} bytes under` : `${home - HOME_TARGET} bytes over`})`,
    );
  }
}
