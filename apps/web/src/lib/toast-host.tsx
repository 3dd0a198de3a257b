import { ToastContainer, toast } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from './toasts';

// react-toastify and its container: loaded at the first toast (src/lib/toasts.ts), so the first
// screen's JavaScript does without them. Toasts raised before the container mounts wait in
// react-toastify's own queue and show when it does.
export { toast };

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
