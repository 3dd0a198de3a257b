import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { HomePageDataAnswer, MEDIA_WIDTHS } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { expectBadField, getError, getOk } from './catalogue-test-kit';
import { RenditionCache } from './media.service';

describe.each(DB_KINDS)('GET /api/media/:mediaId on %s', (kind) => {
  let t: TestApp;
  let productImage: string;
  let bannerImage: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const home = await getOk(t, '/api/home-page-data', HomePageDataAnswer);
    productImage = home.BestSellers.find((p) => p.ImageId)!.ImageId!;
    bannerImage = home.Banners[0]!.MediaId;
  });
  afterAll(() => t?.close());

  it.each(MEDIA_WIDTHS)('renders a real WebP %i pixels wide, cacheable for a year', async (w) => {
    for (const id of [productImage, bannerImage]) {
      const res = await fetch(`${t.url}/api/media/${id}?w=${w}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(w);
    }
  });

  it('answers the same bytes again, and 304 to a matching If-None-Match', async () => {
    const url = `${t.url}/api/media/${productImage}?w=320`;
    const first = await fetch(url);
    const again = await fetch(url);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    const etag = first.headers.get('etag')!;
    expect(again.headers.get('etag')).toBe(etag);
    const revalidated = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
  });

  it('refuses unknown ids with 404 and other widths or bad ids with 400', async () => {
    expect((await getError(t, '/api/media/no-such-image?w=320', 404)).Code).toBe('MEDIA_NOT_FOUND');
    await expectBadField(t, `/api/media/${productImage}?w=100`, 'w');
    await expectBadField(t, `/api/media/${productImage}?w=abc`, 'w');
    await expectBadField(t, `/api/media/${productImage}?w=320.5`, 'w');
    await expectBadField(t, `/api/media/bad%20id%27--?w=320`, 'mediaId');
    await expectBadField(t, `/api/media/${'x'.repeat(150)}?w=320`, 'mediaId');
  });
});

describe('RenditionCache', () => {
  const item = (n: number) => ({ body: Buffer.alloc(n), etag: `"${n}"` });

  it('evicts the least recently used past its byte budget', () => {
    const cache = new RenditionCache(100);
    cache.set('a', item(40));
    cache.set('b', item(40));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', item(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(80);
  });

  it('never keeps an item larger than the budget, and replaces an item in place', () => {
    const cache = new RenditionCache(100);
    cache.set('big', item(101));
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', item(30));
    cache.set('a', item(50));
    expect(cache.size).toBe(50);
  });
});
