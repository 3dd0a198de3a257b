import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  AdminRefundAnswer,
  AdminRefundsAnswer,
  ApiErrorBody,
  type RefundPhotoLink,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { PHOTO_LINK_MAX_SECONDS, photoLinkKey, signedPhotoUrl } from './photo-links';
import {
  ADMIN_TOKEN,
  admin,
  aProduct,
  aShopper,
  deliver,
  placeOrder,
  returned,
  UNLIMITED,
  type Shopper,
} from './refunds-test-kit';

// The console's return photos by signed address: a plain <img> opens one without the staff
// token, for a few minutes, and an altered, borrowed or expired address opens nothing.

const MISSING_PHOTO = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const now = () => Math.floor(Date.now() / 1000);

/** A small JPEG of one colour, uploaded as the shopper's return photo; answers its id. */
async function uploadPhoto(t: TestApp, shopper: Shopper, background: string): Promise<string> {
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const res = await fetch(`${t.url}/api/refund-photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'image/jpeg' },
    body: jpeg,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { PhotoId: string }).PhotoId;
}

describe.each(DB_KINDS)('signed return photo addresses on %s', (kind) => {
  let t: TestApp;
  let asha: Shopper;
  let ravi: Shopper;
  let photoId: string;
  let otherPhotoId: string;
  let link: RefundPhotoLink;

  const open = (path: string, token?: string) =>
    fetch(`${t.url}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  /** A refused address: 403 with the API's error body, and no photo in it. */
  async function expectRefused(path: string, token?: string) {
    const res = await open(path, token);
    expect(res.status, path).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(ApiErrorBody.parse(await res.json()).Code).toBe('PHOTO_LINK_INVALID');
  }

  const logLines: { msg?: string; req?: { url?: string } }[] = [];

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { ...UNLIMITED, ADMIN_TOKEN, LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => void logLines.push(JSON.parse(line)) } },
    );
    asha = await aShopper(t, 'asha.photo-links@example.com');
    ravi = await aShopper(t, 'ravi.photo-links@example.com');
    photoId = await uploadPhoto(t, asha, '#c33');
    otherPhotoId = await uploadPhoto(t, asha, '#33c');
    const product = await aProduct(t, 3, 23_456);
    const order = await placeOrder(t, asha, 'wallet', [
      { ProductId: product.id, VariantId: null, Qty: 1 },
    ]);
    await deliver(t, order.OrderId);
    const refund = await returned(t, asha.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: product.id, VariantId: null, Qty: 1 }],
      Reason: 'Damaged or defective',
      Destination: 'wallet',
      PhotoIds: [photoId],
    });
    const queue = await admin(t, 'GET', `/admin/refunds?search=${refund.RefundNumber}`);
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    const row = AdminRefundsAnswer.parse(queue.body).Refunds[0]!;
    expect(row.Photos.map((p) => p.PhotoId)).toEqual([photoId]);
    link = row.Photos[0]!;
    // the refund's own page gives the same address (the expiry is rounded, so it stays cached)
    const one = await admin(t, 'GET', `/admin/refunds/${refund.RefundId}`);
    expect(AdminRefundAnswer.parse(one.body).RefundDetails.Photos).toEqual([link]);
  });
  afterAll(() => t?.close());

  it('opens the photo with no Authorization header, as WebP kept privately until it expires', async () => {
    expect(link.Url).toMatch(
      new RegExp(`^/api/signed/refund-photos/${photoId}\\?exp=\\d+&sig=[\\w-]{43}$`),
    );
    const exp = Number(new URL(link.Url, t.url).searchParams.get('exp'));
    expect(exp - now()).toBeGreaterThan(590);
    expect(exp - now()).toBeLessThanOrEqual(PHOTO_LINK_MAX_SECONDS);

    const res = await open(link.Url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const maxAge = /^private, max-age=(\d+)$/.exec(res.headers.get('cache-control') ?? '');
    expect(maxAge, res.headers.get('cache-control') ?? '').not.toBeNull();
    expect(Number(maxAge![1])).toBeGreaterThan(0);
    expect(Number(maxAge![1])).toBeLessThanOrEqual(exp - now() + 1);
    const webp = Buffer.from(await res.arrayBuffer());
    expect((await sharp(webp).metadata()).format).toBe('webp');
    // the very photo the staff route sends
    const byToken = await fetch(`${t.url}/api/admin/refund-photos/${photoId}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(Buffer.from(await byToken.arrayBuffer()).equals(webp)).toBe(true);
  });

  it('writes the address without its signature in the request log', async () => {
    expect((await open(link.Url)).status).toBe(200);
    const sig = new URL(link.Url, t.url).searchParams.get('sig')!;
    const logged = logLines.filter((l) => l.req?.url?.startsWith(`/api/signed/refund-photos/`));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.at(-1)!.req!.url).toBe(link.Url.replace(sig, '[redacted]'));
    expect(JSON.stringify(logLines)).not.toContain(sig);
  });

  it('refuses an altered signature, another photo’s id and a changed expiry with 403', async () => {
    const url = new URL(link.Url, t.url);
    const sig = url.searchParams.get('sig')!;
    const exp = url.searchParams.get('exp')!;
    const flipped = `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
    await expectRefused(`/api/signed/refund-photos/${photoId}?exp=${exp}&sig=${flipped}`);
    await expectRefused(`/api/signed/refund-photos/${otherPhotoId}?exp=${exp}&sig=${sig}`);
    await expectRefused(`/api/signed/refund-photos/${photoId}?exp=${Number(exp) + 1}&sig=${sig}`);
  });

  it('refuses an address signed with a past expiry, or one living longer than links are made for', async () => {
    const key = await photoLinkKey(t.deps);
    await expectRefused(signedPhotoUrl(key, photoId, now() - 1));
    await expectRefused(signedPhotoUrl(key, photoId, now() - 86_400));
    await expectRefused(signedPhotoUrl(key, photoId, now() + PHOTO_LINK_MAX_SECONDS + 60));
    // signed by the same key with a fresh expiry, it opens: the refusals above were the expiry's
    expect((await open(signedPhotoUrl(key, photoId, now() + 60))).status).toBe(200);
  });

  it('answers 404 to a well-signed address of a photo that does not exist', async () => {
    const key = await photoLinkKey(t.deps);
    const res = await open(signedPhotoUrl(key, MISSING_PHOTO, now() + 60));
    expect(res.status).toBe(404);
    expect(ApiErrorBody.parse(await res.json()).Code).toBe('PHOTO_NOT_FOUND');
  });

  it('does not care for a token: a shopper’s neither opens a bad address nor shuts a good one', async () => {
    const withShopper = await open(link.Url, ravi.token);
    expect(withShopper.status).toBe(200);
    expect(withShopper.headers.get('content-type')).toBe('image/webp');
    const bad = link.Url.replace(photoId, otherPhotoId);
    await expectRefused(bad, ravi.token);
    await expectRefused(bad, asha.token); // the photo's owner
    await expectRefused(bad, ADMIN_TOKEN); // nor does the staff token open a bad address
  });

  it('answers 400 naming the query fields when the address is cut', async () => {
    const res = await open(`/api/signed/refund-photos/${photoId}`);
    expect(res.status).toBe(400);
    const fields = (ApiErrorBody.parse(await res.json()).Fields ?? []).map((f) => f.Field);
    expect(fields).toEqual(expect.arrayContaining(['querystring.exp', 'querystring.sig']));
  });
});

describe.each(DB_KINDS)('signed return photo addresses and the rate limit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: 5 }, { seed: false });
  });
  afterAll(() => t?.close());

  it('counts them in the general API limit of the caller’s address', async () => {
    const url = signedPhotoUrl(await photoLinkKey(t.deps), MISSING_PHOTO, now() + 60);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await fetch(`${t.url}${url}`)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });
});
