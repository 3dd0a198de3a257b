import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { CATALOGUE_IMAGE_MAX_BYTES } from '@kirana/shared';
import type { Permission } from '@kirana/shared';
import { registerPhotoUpload, type EncodedPhoto } from '../../../lib/photos';

/** How an image upload describes its body in the API document. */
export const IMAGE_UPLOAD_DESCRIPTION =
  'Send the image itself (JPEG, PNG or WebP, up to 5 MB) as the body with its Content-Type. ' +
  'Its type is read from its bytes; it is turned upright, fitted into 1280 px and kept as WebP ' +
  'without metadata, then served at the storefront widths by /api/media/:mediaId?w=.';

/** A console `POST path` whose body is a catalogue image (5 MB at most), needing `permission`. */
export function registerImageUpload<P>(
  app: FastifyInstance,
  path: string,
  permission: Permission,
  schema: FastifySchema,
  store: (req: FastifyRequest<{ Params: P }>, photo: EncodedPhoto) => Promise<unknown>,
): void {
  registerPhotoUpload<P>(app, path, schema, store, {
    maxBytes: CATALOGUE_IMAGE_MAX_BYTES,
    config: { permission },
  });
}
