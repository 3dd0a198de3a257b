import { createElement, lazy, useState, type ComponentType } from 'react';
import { beginProgress } from '../lib/progress-signal';
import { loadNamespaces } from '../lib/i18n';

/** A script chunk that has not arrived after 120 s has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A route's script chunk could not be loaded (offline, timed out, or replaced by a new deploy). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Loads a chunk, turning a failure or a time-out into ChunkLoadError. */
export function loadChunk<T>(factory: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading the page timed out after ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    factory().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(err instanceof Error ? err.message : 'Loading the page failed'));
      },
    );
  });
}

/** A route's page, loaded with its chunk; `preload` loads it ahead of the first render. */
export type LazyPage = ComponentType & { preload(): Promise<void> };

/**
 * React.lazy for a page module: moves the progress bar while the chunk loads, with a time-out.
 * Once loaded (by `preload`, say), it renders the page directly, without suspending: the page a
 * server drew is preloaded before hydration (main.tsx), so hydrating it never waits on its chunk.
 * Its messages in the active language load beside the chunk, and it renders when both are in.
 */
export function lazyPage(
  factory: () => Promise<{ default: ComponentType }>,
  /** The message namespaces the page reads (src/locales/<language>/<namespace>.json). */
  namespaces: readonly string[] = [],
): LazyPage {
  let loaded: ComponentType | null = null;
  const load = () =>
    loadChunk(() => Promise.all([factory(), loadNamespaces(namespaces)])).then(([module]) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(() => {
    const done = beginProgress();
    const loading = load();
    loading.then(done, done);
    return loading;
  });
  // chosen once per mount: switching types later would remount the page and lose its state
  const Page = () => createElement(useState(() => loaded ?? Lazy)[0]);
  return Object.assign(Page, { preload: () => load().then(() => undefined) });
}
