import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Vite's CSS modules (postcss-modules) copy each file a class is composed from into the composing
// file's CSS. When one file reaches another through two chains of `composes … from` (a diamond:
// wallet → checkout → inline-input and wallet → orders → inline-input), the copy's place depends
// on which chain's file read finishes first, so the CSS, its hash, the entry that names it and
// every chunk importing the entry changed between two builds of one commit (index-plcQXs6c.js
// vs index-BzAzPxrD.js). Compose from a file along one chain only; else apply both classes in TSX.

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const COMPOSES_FROM = /composes:[^;]*?\bfrom\s+['"]([^'"]+)['"]/g;

function moduleCssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? moduleCssFiles(join(dir, e.name))
      : e.name.endsWith('.module.css')
        ? [join(dir, e.name)]
        : [],
  );
}

/** Each CSS module's files it composes from, directly. */
function composesGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of moduleCssFiles(SRC)) {
    const from = new Set<string>();
    for (const m of readFileSync(file, 'utf8').matchAll(COMPOSES_FROM)) {
      from.add(resolve(dirname(file), m[1]!));
    }
    graph.set(file, from);
  }
  return graph;
}

/** How many chains of composes lead from `file` to each file it reaches. */
function chainCounts(file: string, graph: Map<string, Set<string>>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const next of graph.get(file) ?? []) {
    counts.set(next, (counts.get(next) ?? 0) + 1);
    for (const [to, n] of chainCounts(next, graph)) counts.set(to, (counts.get(to) ?? 0) + n);
  }
  return counts;
}

describe('CSS modules compose deterministically', () => {
  it('finds the composes of every CSS module', () => {
    const graph = composesGraph();
    expect(graph.size).toBeGreaterThan(20);
    expect([...graph.values()].some((from) => from.size > 0)).toBe(true);
  });

  it('no CSS module reaches another through two chains of composes', () => {
    const graph = composesGraph();
    const diamonds = [...graph.keys()].flatMap((file) =>
      [...chainCounts(file, graph)]
        .filter(([, chains]) => chains > 1)
        .map(([to]) => `${relative(SRC, file)} → ${relative(SRC, to)}`),
    );
    expect(diamonds).toEqual([]);
  });
});
