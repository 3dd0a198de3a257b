// Node's flags for the API process, in one place: the e2e stores and the bench import them;
// `npm start` (package.json, root and apps/api) and the systemd unit spell them out in their own
// syntax, and node-flags.test.ts holds all of them to this list.
// - --liftoff-only: PGlite's WebAssembly stays on V8's baseline compiler (~40 MB less, no
//   measured cost in speed; docs/decisions/api-bundle.md).
// - --max-semi-space-size and --max-old-space-size: without them V8 let the HTTP thread's heap
//   grow to 318 MB under a browse-and-buy load while 88 MB of it was in use (RSS 624 MB after
//   300 s; docs/decisions/0010-bounded-memory.md has the figures). The heap limit is
//   API_HEAP_MB (MB, default below): a shop with a very large catalogue on the embedded store
//   raises it, or moves to PostgreSQL.

/** The old generation's limit in MB when API_HEAP_MB is not set. */
export const API_HEAP_MB_DEFAULT = 256;

/** The young generation's semi-space in MB (V8's default is 16; three of them make the young generation). */
export const API_SEMI_SPACE_MB = 8;

/** The flags, with the heap limit of `heapMb` (API_HEAP_MB, else the default). */
export function apiNodeFlags(heapMb: string | number | undefined = process.env.API_HEAP_MB) {
  const heap = Number(heapMb) > 0 ? Number(heapMb) : API_HEAP_MB_DEFAULT;
  return [
    '--liftoff-only',
    `--max-semi-space-size=${API_SEMI_SPACE_MB}`,
    `--max-old-space-size=${heap}`,
  ];
}

/** The flags as a shell script writes them (package.json's `start`), API_HEAP_MB read there. */
export const API_NODE_FLAGS_SH = apiNodeFlags('0')
  .map((f) => f.replace(`=${API_HEAP_MB_DEFAULT}`, `=\${API_HEAP_MB:-${API_HEAP_MB_DEFAULT}}`))
  .join(' ');
