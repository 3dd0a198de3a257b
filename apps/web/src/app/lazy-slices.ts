import type { Reducer, Store } from '@reduxjs/toolkit';

/**
 * The slices pages load with them (orders, checkout, addresses, wallet, refunds, offers,
 * notifications): each one's file adds its state here (`declare module`) and injects itself as it
 * loads (injectSlice), so the home page's first screen carries none of them. This file imports no
 * feature, so a lazy slice importing it makes no cycle with the root reducer (root-reducer.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each lazy slice
export interface LazySlices {}

type Inject = (reducerPath: string, reducer: Reducer) => void;
type Injected = (store: Store) => void;

let inject: Inject | null = null;
const pending: [string, Reducer][] = [];
const stores = new Set<WeakRef<Store>>();
let appStore: Store | null = null;
const waiting: Injected[] = [];

/**
 * Adds a page's slice to the root reducer, then to every store made: an action fills the new key
 * with its initial state at once (a store made after this starts with it), and `then` runs with
 * the app's store (the checkout's slice reads back its saved order there).
 */
export function injectSlice(
  reducerPath: keyof LazySlices & string,
  reducer: Reducer,
  then?: Injected,
): void {
  if (inject) inject(reducerPath, reducer);
  else pending.push([reducerPath, reducer]);
  for (const ref of stores) {
    const store = ref.deref();
    if (store) store.dispatch({ type: 'app/sliceInjected', payload: reducerPath });
    else stores.delete(ref);
  }
  if (appStore) then?.(appStore);
  else if (then) waiting.push(then);
}

/** The root reducer's inject, given the slices that loaded before it. */
export function setSliceInjector(injector: Inject): void {
  inject = injector;
  for (const [reducerPath, reducer] of pending.splice(0)) injector(reducerPath, reducer);
}

/** A store made from the root reducer: it gets each slice injected after it was made. */
export function trackStore(store: Store): void {
  stores.add(new WeakRef(store));
}

/** The browser's one store, told of the slices injected before and after it was made. */
export function attachAppStore(store: Store): void {
  appStore = store;
  for (const then of waiting.splice(0)) then(store);
}
