import type { Plugin } from 'vite';

// The shell (the entry and every module it imports statically) as one script file instead of
// the entry and a score of small shared chunks: rolldown splits out each module a lazy page
// shares with the shell, though the shell is always loaded first. One file compresses better
// (about 6 KB less gzipped) and is one request. Modules only lazy pages use stay in their chunks.

/** The module ids the entry reaches by static imports, gathered once the graph is complete. */
export function shellModules(): { plugin: Plugin; isShellModule: (id: string) => boolean } {
  const ids = new Set<string>();
  const plugin: Plugin = {
    name: 'kirana-shell-modules',
    apply: 'build',
    buildEnd() {
      ids.clear();
      const visit = (id: string) => {
        // a barrel (index.ts) re-exports more than the shell uses: not followed
        if (ids.has(id) || /[\\/]index\.tsx?$/.test(id)) return;
        ids.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
    },
  };
  return { plugin, isShellModule: (id) => ids.has(id) };
}
