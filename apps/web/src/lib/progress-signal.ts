import { useSyncExternalStore } from 'react';

// Counts work that should move the top progress bar but lives outside Redux (route chunks).
let pendingCount = 0;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

/** Marks the start of a piece of work; call the returned function once when it ends. */
export function beginProgress(): () => void {
  pendingCount += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pendingCount -= 1;
    emit();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while any tracked work is pending. */
export function useHasPendingProgress(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pendingCount > 0,
    () => false,
  );
}
