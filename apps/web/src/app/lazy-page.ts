import { lazy, type ComponentType } from 'react';
import { beginProgress } from '../lib/progress-signal';

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

/** React.lazy for a page module: moves the progress bar while the chunk loads, with a time-out. */
export function lazyPage(factory: () => Promise<{ default: ComponentType }>) {
  return lazy(() => {
    const done = beginProgress();
    const loading = loadChunk(factory);
    loading.then(done, done);
    return loading;
  });
}
