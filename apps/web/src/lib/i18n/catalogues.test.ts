import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from '../../app/shell/shell-namespaces';
import { loadCatalogue, shellCatalogueNamespaces } from './catalogues';

describe('the catalogue loader', () => {
  it('keeps at hand exactly the shell’s namespaces', () => {
    expect(shellCatalogueNamespaces().sort()).toEqual([...SHELL_NAMESPACES].sort());
  });

  it('loads a shell namespace and a page’s namespace in each language', async () => {
    for (const language of ['en', 'hi'] as const)
      for (const namespace of [...SHELL_NAMESPACES, 'cart', 'menu']) {
        const messages = await loadCatalogue(language, namespace);
        expect(Object.keys(messages).length, `${language}/${namespace}`).toBeGreaterThan(0);
      }
  });

  it('gives no messages for a namespace that has no file', async () => {
    expect(await loadCatalogue('en', 'no-such-namespace')).toEqual({});
  });
});
