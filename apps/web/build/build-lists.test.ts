import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { firstScreenManifest } from './first-screen-plugin';
import { precacheFiles } from './precache-plugin';

const chunk = (fileName: string, over: Partial<Rollup.OutputChunk> & { css?: string[] } = {}) =>
  ({
    type: 'chunk',
    fileName,
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    viteMetadata: { importedCss: new Set(over.css ?? []), importedAssets: new Set() },
    ...over,
  }) as unknown as Rollup.OutputChunk;

describe('the offline precache list', () => {
  it('keeps the entry and the chosen pages with what they import, and nothing else', () => {
    const bundle = {
      a: chunk('assets/index.js', { isEntry: true, imports: ['assets/shared.js'] }),
      b: chunk('assets/shared.js'),
      c: chunk('assets/cart-page.js', {
        facadeModuleId: '/repo/apps/web/src/features/cart/pages/cart-page.tsx',
        imports: ['assets/stepper.js'],
        css: ['assets/cart-page.css'],
      }),
      d: chunk('assets/stepper.js'),
      e: chunk('assets/checkout-page.js', {
        facadeModuleId: '/repo/apps/web/src/features/checkout/pages/checkout-page.tsx',
      }),
    } as unknown as Rollup.OutputBundle;
    expect(precacheFiles(bundle, ['cart/pages/cart-page.tsx'])).toEqual([
      '/assets/cart-page.css',
      '/assets/cart-page.js',
      '/assets/index.js',
      '/assets/shared.js',
      '/assets/stepper.js',
    ]);
  });

  it('keeps the shell’s lazily loaded modules (the toasts) with what they import', () => {
    const bundle = {
      a: chunk('assets/index.js', { isEntry: true }),
      b: chunk('assets/toast-host.js', {
        facadeModuleId: '/repo/apps/web/src/lib/toast-host.tsx',
        imports: ['assets/react-toastify.js'],
      }),
      c: chunk('assets/react-toastify.js'),
      d: chunk('assets/checkout-page.js', {
        facadeModuleId: '/repo/apps/web/src/features/checkout/pages/checkout-page.tsx',
      }),
    } as unknown as Rollup.OutputBundle;
    expect(precacheFiles(bundle, [])).toEqual([
      '/assets/index.js',
      '/assets/react-toastify.js',
      '/assets/toast-host.js',
    ]);
  });

  it('keeps a chunk holding a lazily loaded module among others (the later group)', () => {
    const bundle = {
      a: chunk('assets/index.js', { isEntry: true }),
      b: chunk('assets/later.js', {
        moduleIds: [
          '/repo/apps/web/src/app/later-pages.ts',
          '/repo/apps/web/src/lib/i18n/later-catalogues.ts',
        ],
      }),
      c: chunk('assets/checkout-page.js', {
        facadeModuleId: '/repo/apps/web/src/features/checkout/pages/checkout-page.tsx',
      }),
    } as unknown as Rollup.OutputBundle;
    expect(precacheFiles(bundle, [])).toEqual(['/assets/index.js', '/assets/later.js']);
  });
});

describe('the first screen list', () => {
  it('names each landing page’s own scripts and styles, not the entry’s', () => {
    const bundle = {
      a: chunk('assets/index.js', { isEntry: true, imports: ['assets/shared.js'] }),
      b: chunk('assets/shared.js'),
      c: chunk('assets/home-page.js', {
        facadeModuleId: '/repo/apps/web/src/features/catalogue/pages/home-page.tsx',
        imports: ['assets/shared.js', 'assets/rail.js'],
        css: ['assets/home-page.css'],
      }),
      d: chunk('assets/rail.js', { css: ['assets/rail.css'] }),
    } as unknown as Rollup.OutputBundle;
    expect(firstScreenManifest(bundle)).toEqual({
      home: {
        scripts: ['/assets/home-page.js', '/assets/rail.js'],
        styles: ['/assets/home-page.css', '/assets/rail.css'],
      },
    });
  });
});
