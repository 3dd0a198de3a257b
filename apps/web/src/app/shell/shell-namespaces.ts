/**
 * The message namespaces the shell (header, drawer, footer, bottom bar, toasts, error and offline
 * states) reads: loaded before the first render (main.tsx) and bundled into the server renderer.
 * A page's own namespaces are given to its lazyPage in router.tsx instead.
 */
export const SHELL_NAMESPACES = ['common', 'shell'] as const;

/**
 * The home page's namespace (its heading, shelves and banners, and the product cards' words):
 * small, since it is on the home route's first screen (bench/js-sizes.ts counts it there). The
 * other catalogue pages add `catalogue` (filters, search, My list, the sizes sheet).
 */
export const HOME_NAMESPACES = ['browse'] as const;
