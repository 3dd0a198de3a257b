// Image URLs of the media API. The shared contract module also holds zod schemas, which the
// storefront does not otherwise need, so its two helpers are mirrored here (a test keeps them equal).

export const MEDIA_WIDTHS = [160, 320, 480, 640, 960] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The URL of a media item rendered as WebP at the given width. */
export function mediaUrl(mediaId: string, width: MediaWidth = 480): string {
  return `/api/media/${encodeURIComponent(mediaId)}?w=${width}`;
}

/** A `srcset` value offering every rendered width. */
export function mediaSrcSet(mediaId: string): string {
  return MEDIA_WIDTHS.map((w) => `${mediaUrl(mediaId, w)} ${w}w`).join(', ');
}
