import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
type Meta = { viteMetadata?: { importedCss?: Set<string> } };

/** Whether a chunk is the page module ending in `page` (a path under src/features). */
export const isPage = (chunk: OutputChunk, page: string) =>
  (chunk.facadeModuleId?.replace(/\\/g, '/') ?? '').endsWith(`/features/${page}`);

/**
 * The script and style files a browser loads for the chunks `pick` chooses: those chunks, what
 * they import statically (transitively) and the CSS of each, as bundle file names.
 */
export function filesReachedFrom(
  bundle: OutputBundle,
  pick: (chunk: OutputChunk) => boolean,
): Set<string> {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const add = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of (chunk as OutputChunk & Meta).viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) add(next);
    }
  };
  for (const chunk of chunks) if (pick(chunk)) add(chunk);
  return files;
}
