import type { Plugin, Rollup } from 'vite';
import { filesReachedFrom, isPage } from './bundle-files';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

// Writes dist/precache.json: the script and style files of the pages a shopper may open with no
// network (the shell's routes: browse, search, cart, sign-in, account), which the service worker
// precaches at install (vite.config.ts hands the list to Workbox's manifest). Data never seen still needs the network; these pages then say so.

/** The page modules (by path suffix) whose files are kept for offline use. */
export const OFFLINE_PAGES = [
  'catalogue/pages/home-page.tsx',
  'catalogue/pages/categories-page.tsx',
  'catalogue/pages/category-products-page.tsx',
  'catalogue/pages/product-details-page.tsx',
  'catalogue/pages/search-page.tsx',
  'cart/pages/cart-page.tsx',
  'auth/pages/login-page.tsx',
  'auth/pages/verification-link-sent-page.tsx',
  'auth/pages/confirm-otp-page.tsx',
  'users/pages/profile-page.tsx',
  'address/pages/user-addresses-page.tsx',
  'orders/pages/order-history-page.tsx',
  'wallet/pages/wallet-page.tsx',
  'content/pages/settings-page.tsx',
  'content/pages/contact-page.tsx',
];

/**
 * The modules of the shell and of those pages that load when first needed (by path suffix under
 * src/), kept too so they work offline.
 */
export const SHELL_LAZY_MODULES = [
  'app/later-pages.ts', // the loaders of the pages beyond the landing pages
  'lib/i18n/later-catalogues.ts', // and of the namespaces beyond the shell's
  'lib/toast-host.tsx', // react-toastify, at the first toast
  'lib/secure-storage.ts', // the stored cart's and session's cipher, at their first read
  'app/service-worker-registration.ts', // once the page has loaded
  'features/notifications/components/push-listener.tsx', // once the page has hydrated
  'features/delivery/components/location-dialog.tsx', // the pincode sheet
  'app/shell/side-drawer-panel.tsx',
  'app/shell/desktop-footer.tsx', // below the fold, hydrated once its file is in
  'app/shell/message-dialogs.tsx', // the error and success dialogs
  'features/install-app/install-app-dialog.tsx',
  'features/catalogue/components/options-sheet.tsx', // a product card's sizes, once it can be tapped
];

export const PRECACHE_FILE = 'precache.json';

const modulePath = (chunk: OutputChunk) => chunk.facadeModuleId?.replace(/\\/g, '/') ?? '';
/** Whether the chunk holds the module: as its facade, or among others (a group of vite.config.ts). */
const isModule = (chunk: OutputChunk, path: string) =>
  [chunk.facadeModuleId, ...(chunk.moduleIds ?? [])].some((id) =>
    id?.replace(/\\/g, '/').endsWith(`/src/${path}`),
  );
// Every message catalogue (src/locales/<language>/<namespace>.json, one chunk each, loaded when a
// page first needs its namespace): a page opened offline waits for its words. All languages are
// kept, since the shopper may switch language offline; together they are a few KB gzipped.
const isCatalogue = (chunk: OutputChunk) =>
  /\/src\/locales\/[^/]+\/[^/]+\.json$/.test(modulePath(chunk));

/**
 * The files of these pages and of the shell's lazy modules with everything they import
 * statically, entry included.
 */
export function precacheFiles(
  bundle: OutputBundle,
  pages: readonly string[],
  shellModules: readonly string[] = SHELL_LAZY_MODULES,
): string[] {
  const files = filesReachedFrom(
    bundle,
    (c) =>
      c.isEntry ||
      isCatalogue(c) ||
      pages.some((p) => isPage(c, p)) ||
      shellModules.some((m) => isModule(c, m)),
  );
  return [...files].sort().map((f) => `/${f}`);
}

/** The plugin, and the list it wrote at the last build (the service worker's precache). */
export type PrecachePlugin = Plugin & { files(): readonly string[] };

export function precachePlugin(pages: readonly string[] = OFFLINE_PAGES): PrecachePlugin {
  let files: string[] = [];
  return {
    name: 'kirana-precache',
    apply: 'build',
    enforce: 'post',
    files: () => files,
    generateBundle(_options, bundle) {
      files = precacheFiles(bundle, pages);
      this.emitFile({
        type: 'asset',
        fileName: PRECACHE_FILE,
        source: JSON.stringify({ files }, null, 1),
      });
    },
  };
}
