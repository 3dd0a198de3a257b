import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { loadToastHost, onToastHostRequested, toastHostRequested } from '../../lib/toasts';

// Not loaded (react-toastify with it) until the first toast; a failed load shows nothing.
const ToastHost = lazy((): Promise<{ default: ComponentType }> =>
  loadToastHost().catch(() => ({ default: () => null })),
);

/** The toasts' container, from the first toast on. */
export function Toasts() {
  const requested = useSyncExternalStore(onToastHostRequested, toastHostRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
