import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { queryRows } from '../../db/client';
import { DB_KINDS } from '../../test/harness';
import {
  ADMIN_TOKEN,
  call,
  deliveredWalletOrder,
  items,
  refundsTestApp,
  returned,
} from './refunds-test-kit';

// Return photos: stored upright and stripped of EXIF and GPS, seen by their owner and the
// store only.

describe.each(DB_KINDS)('return photos on %s', (kind) => {
  const app = refundsTestApp(kind);

  /** The tags of a JPEG's EXIF IFD0 (0x8825: the pointer to its GPS block). */
  function ifd0Tags(exif: Buffer): number[] {
    const tiff = exif.subarray(exif.indexOf('Exif\0\0', 0, 'latin1') + 6);
    const le = tiff.toString('latin1', 0, 2) === 'II';
    const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
    const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
    const ifd = u32(4);
    return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
  }
  const upload = (token: string, body: Buffer, type = 'image/jpeg') =>
    fetch(`${app.t.url}/api/refund-photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      body,
    });

  it('stores an upright WebP within 1280 px with no EXIF or GPS left', async () => {
    const { t, asha, ravi, p2 } = app;
    // a sideways 3000x1500 phone photo (EXIF orientation 6) carrying GPS coordinates
    const jpeg = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#c33' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'KiranaCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '12/1 58/1 1234/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 35/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const inMeta = await sharp(jpeg).metadata();
    expect(inMeta.orientation).toBe(6);
    expect(ifd0Tags(inMeta.exif!)).toContain(0x8825); // the GPS block is there

    const res = await upload(asha.token, jpeg);
    expect(res.status).toBe(201);
    const { PhotoId } = (await res.json()) as { PhotoId: string };
    const got = await fetch(`${t.url}/api/refund-photos/${PhotoId}`, {
      headers: { authorization: `Bearer ${asha.token}` },
    });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/webp');
    const webp = Buffer.from(await got.arrayBuffer());
    const out = await sharp(webp).metadata();
    expect(out).toMatchObject({ format: 'webp', width: 640, height: 1280 }); // turned upright
    expect(out.exif).toBeUndefined();
    expect(out.xmp).toBeUndefined();
    expect(out.orientation).toBeUndefined();
    expect(webp.includes('KiranaCam')).toBe(false);
    expect(webp.includes('Exif')).toBe(false);

    // only its owner, and the store owner, can see it
    const other = await fetch(`${t.url}/api/refund-photos/${PhotoId}`, {
      headers: { authorization: `Bearer ${ravi.token}` },
    });
    expect(other.status).toBe(404);
    const owner = await fetch(`${t.url}/api/admin/refund-photos/${PhotoId}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(owner.status).toBe(200);
    expect(Buffer.from(await owner.arrayBuffer()).equals(webp)).toBe(true);

    // and it goes with a return of its owner
    const order = await deliveredWalletOrder(t, asha, items([p2.id, 1]));
    const r = await returned(t, asha.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p2.id, VariantId: null, Qty: 1 }],
      Reason: 'Damaged or defective',
      Destination: 'wallet',
      PhotoIds: [PhotoId],
    });
    expect(r.PhotoIds).toEqual([PhotoId]);
  });

  it('refuses what is not a photo, a photo over 8 MB, and JSON', async () => {
    const { t, asha } = app;
    const count = async () =>
      Number(
        (
          await queryRows<{ n: number }>(
            t.database.db,
            sql`SELECT count(*)::int AS n FROM refund_photos`,
          )
        )[0]!.n,
      );
    const n = await count();
    const fake = await upload(asha.token, Buffer.from('not really a jpeg at all'));
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as { Code: string }).Code).toBe('PHOTO_INVALID');
    const svg = await upload(
      asha.token,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      'image/png',
    );
    expect(svg.status).toBe(400);
    const big = await upload(asha.token, Buffer.alloc(8 * 1024 * 1024 + 1, 1));
    expect(big.status).toBe(413);
    const json = await call(t, 'POST', '/refund-photos', asha.token, { PhotoId: 'x' });
    expect(json.status).toBe(415);
    const gif = await upload(asha.token, Buffer.from('GIF89a'), 'image/gif');
    expect(gif.status).toBe(415);
    expect((await upload('', Buffer.from('x'))).status).toBe(401);
    expect(await count()).toBe(n);
  });
});
