import { ToastContainer, toast } from 'react-toastify';

// react-toastify and its container: loaded at the first toast (src/lib/toasts.ts), so the first
// screen's JavaScript does without them. Toasts raised before the container mounts wait in
// react-toastify's own queue and show when it does.
export { toast };

/** Toasts close by themselves after 5 s (the cart-added one sooner: CART_TOAST_MS in toasts.ts). */
export const TOAST_AUTO_CLOSE_MS = 5000;

/** The toasts' container, mounted by the shell once a toast is asked for. */
export default function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      theme="colored"
    />
  );
}
