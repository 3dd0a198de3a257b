import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from 'fastify';
import sharp, { type OutputInfo } from 'sharp';
import { z } from 'zod';
import { AppError } from './errors';

// Photos shoppers send (returns, reviews): decoded, turned upright, fitted into 1280 px and
// re-encoded as WebP. Nothing of the original file survives: sharp writes no EXIF, GPS, XMP or
// ICC metadata unless asked to keep it, and it is never asked here. The type is sniffed from the
// bytes (sharp's decoder), never taken from the name or the Content-Type.

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
const MAX_SIDE = 1280;
/** a decompression bomb (a tiny file of a huge picture) is refused before it is decoded */
const MAX_INPUT_PIXELS = 50_000_000;
const DECODABLE = new Set(['jpeg', 'png', 'webp']);

export interface EncodedPhoto {
  webp: Buffer;
  width: number;
  height: number;
}

const notAnImage = () =>
  new AppError(
    400,
    'PHOTO_INVALID',
    'This file is not a photo we can read: send a JPEG, PNG or WebP',
  );

/** The photo as WebP without metadata; PHOTO_INVALID when the bytes are not a JPEG, PNG or WebP. */
export async function reencodePhoto(file: Buffer): Promise<EncodedPhoto> {
  let out: { data: Buffer; info: OutputInfo };
  try {
    const input = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await input.metadata();
    if (!meta.format || !DECODABLE.has(meta.format)) throw notAnImage();
    out = await input
      .rotate() // upright from the EXIF orientation, which is then dropped with the rest
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw notAnImage();
  }
  return { webp: out.data, width: out.info.width, height: out.info.height };
}

export interface PhotoUploadOptions {
  /** the largest body taken (413 beyond); PHOTO_MAX_BYTES unless given */
  maxBytes?: number;
  /** the route's config, such as the console permission it needs */
  config?: FastifyContextConfig;
  /** the answer's status: 201 (a new photo) unless given */
  status?: 200 | 201;
}

/**
 * Registers `POST path` whose body is the image itself (its own scope, parser and size limit:
 * 413 beyond, 415 for another Content-Type, 400 when the bytes are not a JPEG, PNG or WebP);
 * `store` keeps the re-encoded photo and gives the answer.
 */
export function registerPhotoUpload<P = unknown>(
  app: FastifyInstance,
  path: string,
  schema: FastifySchema,
  store: (req: FastifyRequest<{ Params: P }>, photo: EncodedPhoto) => Promise<unknown>,
  { maxBytes = PHOTO_MAX_BYTES, config, status = 201 }: PhotoUploadOptions = {},
): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      [...PHOTO_TYPES],
      { parseAs: 'buffer', bodyLimit: maxBytes },
      (_req, body, done) => done(null, body),
    );
    scope.post<{ Params: P }>(
      path,
      { bodyLimit: maxBytes, schema, ...(config ? { config } : {}) },
      async (req, reply: FastifyReply) => {
        if (!Buffer.isBuffer(req.body))
          throw new AppError(
            415,
            'UNSUPPORTED_MEDIA_TYPE',
            'Send the photo as image/jpeg, image/png or image/webp',
          );
        return reply.code(status).send(await store(req, await reencodePhoto(req.body)));
      },
    );
  });
}

/** How an upload route describes its body in the API document. */
export const PHOTO_UPLOAD_DESCRIPTION =
  'Send the image itself as the body with its Content-Type. It is turned upright, fitted into ' +
  '1280 px and kept as WebP without any metadata (no EXIF, no GPS).';

export const PhotoIdParams = z.object({ photoId: z.string().uuid('not a photo id') });

/** The API document's answer of a route that sends a stored photo. */
export const webpResponse = (description: string) => ({
  description,
  content: { 'image/webp': { schema: z.any() } },
});
