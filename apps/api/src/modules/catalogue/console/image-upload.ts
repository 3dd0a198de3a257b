import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { CATALOGUE_IMAGE_MAX_BYTES, CATALOGUE_IMAGE_TYPES } from '@kirana/shared';
import type { Permission } from '@kirana/shared';
import { AppError } from '../../../lib/errors';
import { reencodePhoto, type EncodedPhoto } from '../../../lib/photos';

/** How an image upload describes its body in the API document. */
export const IMAGE_UPLOAD_DESCRIPTION =
  'Send the image itself (JPEG, PNG or WebP, up to 5 MB) as the body with its Content-Type. ' +
  'Its type is read from its bytes; it is turned upright, fitted into 1280 px and kept as WebP ' +
  'without metadata, then served at the storefront widths by /api/media/:mediaId?w=.';

/**
 * Registers a console `POST path` whose body is an image (its own scope, parser and 5 MB
 * limit: 413 beyond, 415 for another Content-Type, 400 when the bytes are not a JPEG, PNG or
 * WebP); `store` keeps the re-encoded image and gives the 201 answer.
 */
export function registerImageUpload<P>(
  app: FastifyInstance,
  path: string,
  permission: Permission,
  schema: FastifySchema,
  store: (req: FastifyRequest<{ Params: P }>, photo: EncodedPhoto) => Promise<unknown>,
): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      [...CATALOGUE_IMAGE_TYPES],
      { parseAs: 'buffer', bodyLimit: CATALOGUE_IMAGE_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.post<{ Params: P }>(
      path,
      { bodyLimit: CATALOGUE_IMAGE_MAX_BYTES, config: { permission }, schema },
      async (req, reply) => {
        if (!Buffer.isBuffer(req.body))
          throw new AppError(
            415,
            'UNSUPPORTED_MEDIA_TYPE',
            'Send the image as image/jpeg, image/png or image/webp',
          );
        return reply.code(201).send(await store(req, await reencodePhoto(req.body)));
      },
    );
  });
}
