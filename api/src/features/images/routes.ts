import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiContext } from '../../context';
import { notFound } from '../../http/errors';
import { IMAGE_FILE_PATTERN, readImage } from './image-store';
import { msg } from '../../i18n';

const NO_SUCH_IMAGE = msg('No such image');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A neutral head-and-shoulders outline for anyone without a photo yet. */
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#e3f2f3"/><circle cx="100" cy="80" r="38" fill="#9cc5ca"/><path d="M30 200c4-42 34-66 70-66s66 24 70 66z" fill="#9cc5ca"/></svg>`;

export async function imageRoutes(app: FastifyInstance, { db }: ApiContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Pictures are public and may be shown by an allowed front end on another origin.
  const crossOrigin = async (_request: unknown, reply: { header: (k: string, v: string) => unknown }) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
  };

  r.get('/images/placeholder.svg', { onSend: crossOrigin }, async (_request, reply) => {
    // Not content-addressed, so it may change: cached for a day, not forever.
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml');
    return PLACEHOLDER_SVG;
  });

  r.get(
    '/images/:file',
    { onSend: crossOrigin, schema: { params: z.object({ file: z.string().regex(IMAGE_FILE_PATTERN, { message: NO_SUCH_IMAGE }) }) } },
    async (request, reply) => {
      const image = await readImage(db, request.params.file.slice(0, 64));
      if (!image) throw notFound(NO_SUCH_IMAGE);
      reply.header('cache-control', IMMUTABLE).type(image.mime);
      return image.bytes;
    },
  );
}
