import { describe, expect, it } from 'vitest';
import { shellModules } from './shell-chunk-plugin';

/** Runs the plugin's buildEnd over a module graph: id -> [isEntry, static imports]. */
function gather(graph: Record<string, [boolean, string[]]>) {
  const shell = shellModules();
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      graph[id] ? { isEntry: graph[id][0], importedIds: graph[id][1] } : null,
  };
  (shell.plugin.buildEnd as (this: unknown) => void).call(context);
  return shell.isShellModule;
}

describe('the shell chunk', () => {
  it('holds what the entry imports statically, not barrels nor what only they reach', () => {
    const isShell = gather({
      '/src/main.tsx': [true, ['/src/app/app.tsx', '/src/features/ui/index.ts']],
      '/src/app/app.tsx': [false, ['/src/lib/api-client.ts', '/node_modules/react/index.js']],
      '/src/lib/api-client.ts': [false, []],
      '/node_modules/react/index.js': [false, []],
      '/src/features/ui/index.ts': [false, ['/src/features/ui/pages/not-found.tsx']],
      '/src/features/ui/pages/not-found.tsx': [false, []],
      '/src/features/checkout/pages/checkout-page.tsx': [false, ['/src/lib/api-client.ts']],
    });
    expect(
      [
        '/src/main.tsx',
        '/src/app/app.tsx',
        '/src/lib/api-client.ts',
        '/node_modules/react/index.js',
      ].every(isShell),
    ).toBe(true);
    expect(isShell('/src/features/ui/index.ts')).toBe(false);
    expect(isShell('/src/features/ui/pages/not-found.tsx')).toBe(false);
    expect(isShell('/src/features/checkout/pages/checkout-page.tsx')).toBe(false);
  });
});
