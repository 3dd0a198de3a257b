import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache';

const page = (n: number, chars: number) => `<html>${String(n)}`.padEnd(chars, '.');

describe('CatalogueCache bounds', () => {
  it('holds at most its characters of text answers, dropping the oldest pages first', async () => {
    const cache = new CatalogueCache(5000, 100_000);
    for (let n = 0; n < 50; n++) await cache.get(`html:/p/${n}`, async () => page(n, 10_000));
    expect(cache.heldChars).toBeLessThanOrEqual(100_000);
    expect(cache.heldChars).toBe(100_000); // the ten newest
    let reloaded = 0;
    const again = (n: number) =>
      cache.get(`html:/p/${n}`, async () => {
        reloaded++;
        return page(n, 10_000);
      });
    expect(await again(49)).toBe(page(49, 10_000));
    expect(reloaded).toBe(0); // the newest stayed
    await again(0);
    expect(reloaded).toBe(1); // the oldest was dropped
    expect(cache.heldChars).toBeLessThanOrEqual(100_000);
  });

  it('holds at most its number of entries, and forgets what a new state or a drop removes', async () => {
    const cache = new CatalogueCache(20, 1_000_000);
    for (let n = 0; n < 100; n++) await cache.get(`json:${n}`, async () => 'x'.repeat(10));
    let loads = 0;
    await cache.get('json:0', async () => {
      loads++;
      return 'x';
    });
    expect(loads).toBe(1);
    expect(cache.heldChars).toBeLessThanOrEqual(20 * 10);
    cache.dropPrefixes(['json:']);
    expect(cache.heldChars).toBe(0);
    await cache.get('html:/a', async () => 'abc');
    cache.setState('next');
    expect(cache.heldChars).toBe(0);
  });

  it('keeps no failed answer and counts nothing for it', async () => {
    const cache = new CatalogueCache();
    await expect(cache.get('html:/x', () => Promise.reject(new Error('down')))).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('html:/x', async () => 'fine')).toBe('fine');
    expect(cache.heldChars).toBe(4);
  });
});
