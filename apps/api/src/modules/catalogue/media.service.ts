import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { MediaWidth } from '@kirana/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { media } from './catalogue.tables';

/** A stored image rendered as WebP at one width. */
export interface Rendition {
  body: Buffer;
  etag: string;
}

/** A least-recently-used map of renditions bounded by their total bytes. */
export class RenditionCache {
  private entries = new Map<string, Rendition>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get size(): number {
    return this.bytes;
  }

  /** The rendition under `key`, marked as just used. */
  get(key: string): Rendition | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Keeps the rendition, evicting the least recently used until the total fits; oversize ones are not kept. */
  set(key: string, value: Rendition): void {
    this.delete(key);
    if (value.body.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.body.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.body.length;
    }
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.body.length;
  }
}

const SVG = 'image/svg+xml';

/** Renders an original (SVG at a density that makes it `width` wide, or raster) to WebP exactly `width` wide. */
export async function renderWebp(
  original: { bytes: Buffer; contentType: string; width: number },
  width: number,
): Promise<Rendition> {
  const isSvg = original.contentType === SVG;
  const density =
    isSvg && original.width > 0 ? Math.min(Math.max((72 * width) / original.width, 1), 2400) : 72;
  const body = await sharp(original.bytes, { density, limitInputPixels: 60_000_000 })
    .resize({ width })
    .webp({ quality: 80 })
    .toBuffer();
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
  return { body, etag };
}

/**
 * Serves stored images as WebP renditions: each (id, width) is rendered once, then answered from
 * a bounded in-process LRU; concurrent requests for the same rendition share one render.
 */
export function createMediaRenderer(db: Db, cache = new RenditionCache()) {
  const pending = new Map<string, Promise<Rendition>>();

  const load = async (mediaId: string, width: MediaWidth): Promise<Rendition> => {
    const [row] = await db
      .select({ bytes: media.bytes, contentType: media.contentType, width: media.width })
      .from(media)
      .where(eq(media.id, mediaId));
    if (!row) throw notFound('Image', 'MEDIA_NOT_FOUND');
    const rendition = await renderWebp(row, width);
    cache.set(`${mediaId}@${width}`, rendition);
    return rendition;
  };

  /** The WebP rendition of a stored image at an allowed width; MEDIA_NOT_FOUND for an unknown id. */
  return function render(mediaId: string, width: MediaWidth): Promise<Rendition> {
    const key = `${mediaId}@${width}`;
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit);
    const running = pending.get(key) ?? load(mediaId, width).finally(() => pending.delete(key));
    pending.set(key, running);
    return running;
  };
}
