import type { ToastContent, ToastOptions } from 'react-toastify';
import { appT } from './i18n';
import type * as ToastHostModule from './toast-host';

/** The cart-added toast hides after 3 s (other toasts use the 5 s default). */
export const CART_TOAST_MS = 3000;

type ToastKind = 'info' | 'success' | 'error';

let host: Promise<typeof ToastHostModule> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads react-toastify and the container (once; ./toast-host.tsx), and tells the shell to mount
 * it. A failed load (offline before it was ever kept) is forgotten, so the next toast tries again.
 */
export function loadToastHost(): Promise<typeof ToastHostModule> {
  if (!host) {
    const loading = import('./toast-host');
    host = loading;
    loading.catch(() => {
      if (host === loading) host = undefined;
    });
    listeners.forEach((notify) => notify());
  }
  return host;
}

/** Whether a toast has been asked for (the shell then mounts the container). */
export const toastHostRequested = (): boolean => host !== undefined;

/** Calls `notify` when the first toast is asked for; returns the unsubscribe. */
export function onToastHostRequested(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/**
 * Shows a toast (react-toastify's `toast[kind]`), loading the toasts on first use. Markup goes as a
 * render function: react-toastify hands an element its own props (`closeToast`, `toastProps`,
 * `isPaused`), which React would put on a DOM element as unknown attributes.
 */
export function showToast(kind: ToastKind, content: ToastContent, options?: ToastOptions): void {
  loadToastHost().then(
    ({ toast }) => (options ? toast[kind](content, options) : toast[kind](content)),
    () => undefined,
  );
}

/** Tells the shopper a product went into the cart. */
export function showCartAddedToast(productName: string): void {
  showToast('success', appT('common.cart.added', { name: productName }), {
    autoClose: CART_TOAST_MS,
    toastId: `cart-added-${productName}`,
  });
}

/** A short information toast (default auto-close). */
export function showInfoToast(message: string): void {
  showToast('info', message);
}
