import { z } from 'zod';
import { intParam, text } from '../common/input';

/** The widths images are rendered at; anything else is refused so the cache stays small. */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
export const DEFAULT_MEDIA_WIDTH: MediaWidth = 480;

export const MediaParams = z.object({
  mediaId: text().regex(
    /^[\w.-]{1,100}$/,
    'must be 1-100 letters, digits, dots, hyphens or underscores',
  ),
});
export type MediaParams = z.infer<typeof MediaParams>;

export const MediaQuery = z.object({
  w: intParam(1, 10_000)
    .refine((w): w is MediaWidth => (MEDIA_WIDTHS as readonly number[]).includes(w), {
      message: `must be one of ${MEDIA_WIDTHS.join(', ')}`,
    })
    .default(DEFAULT_MEDIA_WIDTH)
    .describe(`width in pixels: ${MEDIA_WIDTHS.join(', ')}`),
});
export type MediaQuery = z.infer<typeof MediaQuery>;

/** The URL of a media item rendered as WebP at the given width (relative to the site). */
export function mediaUrl(mediaId: string, width: MediaWidth = DEFAULT_MEDIA_WIDTH): string {
  return `/api/media/${encodeURIComponent(mediaId)}?w=${width}`;
}

/** A `srcset` value offering every rendered width. */
export function mediaSrcSet(mediaId: string): string {
  return MEDIA_WIDTHS.map((w) => `${mediaUrl(mediaId, w)} ${w}w`).join(', ');
}
