import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyPage, loadChunk } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

afterEach(() => vi.useRealTimers());

describe('lazy pages', () => {
  it('a failed import becomes ChunkLoadError', async () => {
    await expect(
      loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('a chunk that takes longer than 120000 ms becomes ChunkLoadError', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const loading = loadChunk(() => new Promise(() => {}));
    const check = expect(loading).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await check;
  });

  it('a page whose chunk fails shows an error state with a reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyPage(() => Promise.reject(new TypeError('Failed to fetch')));
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Suspense fallback={<p>loading</p>}>
            <Broken />
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });
});
