import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RefundPhotoLink } from '@kirana/shared';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { derivedKey } from '../auth';

// The console shows return photos as plain <img> tags, which cannot send the staff token, so
// the queue and a refund give each photo a signed address instead: an expiry and an HMAC of
// "refund-photo:<photoId>:<exp>" under a key kept for this use alone. It opens that one photo,
// without a token, until it expires.

export const PHOTO_LINK_PATH = '/api/signed/refund-photos';
/** A link lives at least this long... */
const LIVES_SECONDS = 600;
/** ...and its expiry is rounded up to this step, so a refetched page keeps its (cached) addresses. */
const STEP_SECONDS = 300;
/** No link is made to live longer: a later expiry was not signed here. */
export const PHOTO_LINK_MAX_SECONDS = LIVES_SECONDS + STEP_SECONDS;

/** The key photo links are signed with. */
export const photoLinkKey = (deps: AppDeps) => derivedKey(deps, 'refund-photo-url');

const signature = (key: Buffer, photoId: string, exp: number) =>
  createHmac('sha256', key).update(`refund-photo:${photoId}:${exp}`).digest('base64url');

/** The signed address of one photo, good until `exp` (unix seconds). */
export const signedPhotoUrl = (key: Buffer, photoId: string, exp: number) =>
  `${PHOTO_LINK_PATH}/${photoId}?exp=${exp}&sig=${signature(key, photoId, exp)}`;

export type PhotoLinks = (photoId: string) => RefundPhotoLink;

/** Gives each photo an address good for 10 to 15 minutes from `now`. */
export async function photoLinks(deps: AppDeps, now = Date.now()): Promise<PhotoLinks> {
  const key = await photoLinkKey(deps);
  const exp = Math.ceil((now / 1000 + LIVES_SECONDS) / STEP_SECONDS) * STEP_SECONDS;
  return (photoId) => ({ PhotoId: photoId, Url: signedPhotoUrl(key, photoId, exp) });
}

/**
 * The seconds a photo's address is still good for; 403 PHOTO_LINK_INVALID, the same for every
 * reason, when its signature is not this photo's and this expiry's (compared in constant time),
 * it has expired, or it claims to live longer than any link is made for.
 */
export async function checkPhotoLink(
  deps: AppDeps,
  photoId: string,
  link: { exp: number; sig: string },
  now = Date.now(),
): Promise<number> {
  const expected = Buffer.from(signature(await photoLinkKey(deps), photoId, link.exp));
  const given = Buffer.from(link.sig);
  const signed = given.length === expected.length && timingSafeEqual(given, expected);
  const left = link.exp - Math.floor(now / 1000);
  if (!signed || left <= 0 || left > PHOTO_LINK_MAX_SECONDS)
    throw new AppError(
      403,
      'PHOTO_LINK_INVALID',
      'This photo link is not valid or has expired',
      'Reload the page for a fresh one',
    );
  return left;
}
