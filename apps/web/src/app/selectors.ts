import type { RootState } from './store';

/** True while any state group has a request in flight (drives the top progress bar). */
export function selectIsAnyGroupLoading(state: RootState): boolean {
  return Object.values(state).some(
    (group: unknown) =>
      typeof group === 'object' &&
      group !== null &&
      (group as { loading?: unknown }).loading === true,
  );
}
