/**
 * The message namespaces the shell (header, drawer, footer, bottom bar, toasts, error and offline
 * states) reads: loaded before the first render (main.tsx) and bundled into the server renderer.
 * A page's own namespaces are given to its lazyPage in router.tsx instead.
 */
export const SHELL_NAMESPACES = ['common', 'shell'] as const;
