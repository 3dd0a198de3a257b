import { describe, expect, it, vi } from 'vitest';
import { flushCachesIfStale, LAST_CACHE_FLUSHED_KEY } from './cache-flush';

function fakeCaches(names: string[]) {
  const remaining = new Set(names);
  return {
    remaining,
    storage: {
      keys: vi.fn(async () => [...remaining]),
      delete: vi.fn(async (name: string) => remaining.delete(name)),
    } as unknown as CacheStorage,
  };
}

describe('cache flush rule', () => {
  it('clears cookies and caches and stores the state when it differs from lastCacheFlushed', async () => {
    localStorage.setItem(LAST_CACHE_FLUSHED_KEY, 'old');
    document.cookie = 'a=1; path=/';
    document.cookie = 'b=2; path=/';
    const caches = fakeCaches(['kirana-data-v1', 'kirana-pages-v1', 'kirana-assets-v1']);
    await expect(flushCachesIfStale('new', { cacheStorage: caches.storage })).resolves.toBe(true);
    expect(document.cookie).toBe('');
    // the content-hashed built files cannot be stale: kept (with the offline pages' files)
    expect([...caches.remaining]).toEqual(['kirana-assets-v1']);
    expect(localStorage.getItem(LAST_CACHE_FLUSHED_KEY)).toBe('new');
  });

  it('keeps the shopper’s language: every other cookie goes, the choice is written back', async () => {
    localStorage.setItem(LAST_CACHE_FLUSHED_KEY, 'old');
    document.cookie = 'a=1; path=/';
    document.cookie = 'kirana_lang=hi; path=/';
    const caches = fakeCaches([]);
    await expect(flushCachesIfStale('new', { cacheStorage: caches.storage })).resolves.toBe(true);
    expect(document.cookie).toBe('kirana_lang=hi');
    document.cookie = 'kirana_lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('flushes on the first visit too (nothing stored yet)', async () => {
    const caches = fakeCaches(['x']);
    await expect(flushCachesIfStale('s1', { cacheStorage: caches.storage })).resolves.toBe(true);
    expect(localStorage.getItem(LAST_CACHE_FLUSHED_KEY)).toBe('s1');
  });

  it('does nothing when the state equals lastCacheFlushed', async () => {
    localStorage.setItem(LAST_CACHE_FLUSHED_KEY, 'same');
    document.cookie = 'keep=1; path=/';
    const caches = fakeCaches(['x']);
    await expect(flushCachesIfStale('same', { cacheStorage: caches.storage })).resolves.toBe(false);
    expect(document.cookie).toContain('keep=1');
    expect(caches.storage.keys).not.toHaveBeenCalled();
    document.cookie = 'keep=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('works where Cache Storage does not exist', async () => {
    await expect(flushCachesIfStale('s2', { cacheStorage: undefined })).resolves.toBe(true);
    expect(localStorage.getItem(LAST_CACHE_FLUSHED_KEY)).toBe('s2');
  });
});
