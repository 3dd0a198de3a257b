// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';

/**
 * Files whose shopper-visible words all come from the message catalogues (docs/decisions/
 * 0012-i18n.md): a literal word in their JSX text or in a visible attribute fails the lint, so
 * converted code cannot slip back. Add a folder or file here when you convert it.
 */
const I18N_CONVERTED = [
  'apps/web/src/app/shell/connection-banner.tsx',
  'apps/web/src/app/shell/side-drawer-panel.tsx',
  'apps/web/src/features/cart/pages/cart-page.tsx',
  'apps/admin/src/app/layout/**',
  'apps/admin/src/lib/i18n/**',
  // every console feature (issue #26 §1: the console gets the same switch)
  'apps/admin/src/features/**',
  'apps/admin/src/components/**',
  'apps/web/src/app/shell/desktop-header.tsx',
  'apps/web/src/app/shell/mobile-footer.tsx',
  'apps/web/src/app/shell/desktop-footer.tsx',
  'apps/web/src/app/shell/menu-button.tsx',
  'apps/web/src/app/shell/theme-toggle.tsx',
  'apps/web/src/app/shell/shell.tsx',
  'apps/web/src/app/shell/message-dialogs.tsx',
  'apps/web/src/app/route-error-boundary.tsx',
  'apps/web/src/features/cart/components/cart-badge.tsx',
  'apps/web/src/components/photo-picker/photo-picker.tsx',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Import direction (bulletproof-react): shared code -> features -> app; a web feature or an
    // API module is used from outside only through its index.ts (its *.tables.ts too, for the
    // schema and foreign keys only); the API's lib/ never reaches into modules/. Tests and
    // *-test-kit.ts files compose the whole app and are exempt. import-boundaries.test.ts
    // proves each rule fires.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*-test-kit.ts',
      '**/test-utils.tsx',
      'apps/api/src/test/**',
    ],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-shared', pattern: 'apps/web/src/{lib,components}' },
        { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
        { type: 'api-lib', pattern: 'apps/api/src/lib' },
        { type: 'api-db', pattern: 'apps/api/src/db' },
      ],
      'boundaries/files': [{ category: 'root', pattern: 'apps/{api,web}/src/*.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // a later policy that matches overrides an earlier one
          policies: [
            {
              disallow: {
                to: {
                  element: { types: ['web-feature', 'api-module'], fileInternalPath: '!index.ts' },
                },
              },
              message: 'Import another feature or API module only through its index.ts',
            },
            {
              // the router loads each page lazily, so pages are the second way into a feature
              from: { element: { type: 'web-app' } },
              allow: {
                to: { element: { type: 'web-feature', fileInternalPath: 'pages/*' } },
                dependency: { nodeKind: 'dynamic-import' },
              },
            },
            {
              from: [
                { element: { type: 'api-module', fileInternalPath: '*.tables.ts' } },
                { element: { type: 'api-db' } },
              ],
              allow: { to: { element: { type: 'api-module', fileInternalPath: '*.tables.ts' } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-app' } } },
              message:
                'A feature must not import app/ (only its typed store and slice injection, hooks and thunk helpers)',
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: {
                to: {
                  element: {
                    type: 'web-app',
                    fileInternalPath: [
                      'hooks.ts',
                      'store.ts',
                      'lazy-slices.ts',
                      'create-app-async-thunk.ts',
                      'use-ensure-loaded.ts',
                    ],
                  },
                },
              },
            },
            {
              from: { element: { type: 'web-shared' } },
              disallow: { to: { element: { type: 'web-feature' } } },
              message: 'Shared code (lib/, components/) must not import a feature',
            },
            {
              // Two services sit above a module that their own module's index.ts is below, so
              // re-exporting them there would close a cycle: the order's life (cancel, expire, a
              // late payment; it calls refunds, which reads orders) for payments, and the product
              // page (it reads reviews, which read the catalogue) for seo. They are imported by name.
              allow: {
                to: {
                  element: {
                    type: 'api-module',
                    fileInternalPath: ['order-status.service.ts', 'product-details.service.ts'],
                  },
                },
              },
            },
            {
              // app.ts wires each module's routes and jobs through its <module>.plugin.ts
              from: { file: { categories: 'root' } },
              allow: { to: { element: { type: 'api-module', fileInternalPath: '*.plugin.ts' } } },
            },
            {
              from: { element: { type: 'api-lib' } },
              disallow: { to: { element: { type: 'api-module' } } },
              message: 'apps/api/src/lib must not import modules/',
            },
          ],
        },
      ],
    },
  },
  {
    // No runtime import cycles in the API: a module's index.ts holds its services, its routes and
    // jobs are wired from <module>.plugin.ts, and a lower module never imports a higher one.
    // `import type` is no runtime edge and is not followed. `npm run cycles` lists what is left.
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      // the files the rule reads to follow imports (it skips any other kind)
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [
      ...I18N_CONVERTED,
      // the storefront features converted to the catalogue, whole folders (issue #26 §1)
      'apps/web/src/features/auth/**/*.{ts,tsx}',
      'apps/web/src/features/checkout/**/*.{ts,tsx}',
      'apps/web/src/features/orders/**/*.{ts,tsx}',
      'apps/web/src/features/wallet/**/*.{ts,tsx}',
      'apps/web/src/features/reviews/**/*.{ts,tsx}',
      'apps/web/src/features/refunds/**/*.{ts,tsx}',
      'apps/web/src/features/ui/pages/**/*.{ts,tsx}',
      'apps/web/src/features/users/**/*.{ts,tsx}',
      'apps/web/src/features/content/**/*.{ts,tsx}',
      'apps/web/src/features/notifications/**/*.{ts,tsx}',
      'apps/web/src/features/install-app/**/*.{ts,tsx}',
      'apps/web/src/features/whatsapp/**/*.{ts,tsx}',
      'apps/web/src/features/catalogue/**/*.{ts,tsx}',
      'apps/web/src/features/wishlist/**/*.{ts,tsx}',
      'apps/web/src/features/offers/**/*.{ts,tsx}',
      'apps/web/src/features/general/**/*.{ts,tsx}',
      'apps/web/src/features/cart/**/*.{ts,tsx}',
      'apps/web/src/features/delivery/**/*.{ts,tsx}',
      'apps/web/src/features/upi/**/*.{ts,tsx}',
      'apps/web/src/features/address/**/*.{ts,tsx}',
      'apps/web/src/components/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          // JSX text, strings inside JSX expressions, and these attributes a shopper reads or hears
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['alt', 'title', 'placeholder', 'label', 'aria-label', 'aria-description'],
          },
          message: 'a shopper-visible word: put it in the catalogue (src/locales) and use t()',
        },
      ],
    },
  },
  {
    // No runtime import cycles in the storefront either: a feature's index.ts re-exports only
    // what others may use, and shared types sit in the feature's *-types.ts or in lib/.
    // `import type` is no runtime edge and is not followed.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The console, the web's way: components/ -> features -> app/. A feature is used from
    // outside only through its index.ts; app/sections.ts loads each feature's section.tsx
    // lazily; a feature takes from app/ only the API it adds its calls to, the typed store and
    // the session. No runtime import cycles (import type is not followed).
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*-test-kit.{ts,tsx}', 'apps/admin/src/test/**'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'admin-app', pattern: 'apps/admin/src/app' },
        { type: 'admin-feature', pattern: 'apps/admin/src/features/*', capture: ['feature'] },
        { type: 'admin-shared', pattern: 'apps/admin/src/components' },
      ],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // a later policy that matches overrides an earlier one
          policies: [
            {
              disallow: {
                to: { element: { type: 'admin-feature', fileInternalPath: '!index.ts' } },
              },
              message: 'Import another console feature only through its index.ts',
            },
            {
              from: { element: { type: 'admin-app' } },
              allow: {
                to: { element: { type: 'admin-feature', fileInternalPath: 'section.tsx' } },
                dependency: { nodeKind: 'dynamic-import' },
              },
            },
            {
              from: { element: { type: 'admin-feature' } },
              disallow: { to: { element: { type: 'admin-app' } } },
              message: 'A console feature must not import app/ (only its API, store and session)',
            },
            {
              from: { element: { type: 'admin-feature' } },
              allow: {
                to: {
                  element: {
                    type: 'admin-app',
                    fileInternalPath: ['api.ts', 'store.ts', 'session-slice.ts'],
                  },
                },
              },
            },
            {
              from: { element: { type: 'admin-shared' } },
              disallow: { to: { element: { type: 'admin-feature' } } },
              message: 'Console components/ must not import a feature',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // the service worker: plain JavaScript run in the worker's global scope
    files: ['apps/web/public/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: Object.fromEntries(
        [
          'self',
          'caches',
          'fetch',
          'URL',
          'Request',
          'Response',
          'Set',
          'Math',
          'Promise',
          'indexedDB',
          'importScripts',
        ].map((name) => [name, 'readonly']),
      ),
    },
  },
  {
    files: ['bench/**', 'e2e/**', 'apps/api/src/db/seed/**'],
    rules: { 'no-console': 'off' },
  },
);
