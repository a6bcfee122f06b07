import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PLACEHOLDER_IMAGE_URL = '/api/images/placeholder.svg';
/** `<sha256 of the WebP bytes>.webp`: the one form of image name the api hands out and serves. */
export const IMAGE_FILE_PATTERN = /^[0-9a-f]{64}\.webp$/;

/** Where an image is served; its name is its content hash, so it can be cached forever. */
export const imageUrl = (id: string | null | undefined) => (id ? `/api/images/${id}.webp` : PLACEHOLDER_IMAGE_URL);

export interface WebpImage {
  id: string;
  bytes: Buffer;
}

/** Normalises any decodable image to a WebP no larger than `maxSide` square, named by its hash. */
export async function toWebp(input: Buffer, maxSide = 800): Promise<WebpImage> {
  const bytes = await sharp(input, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(maxSide, maxSide, { fit: 'cover', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  return { id: createHash('sha256').update(bytes).digest('hex'), bytes };
}

/** Stores an image once: the same bytes always have the same id. */
export async function saveImage(db: Db, image: WebpImage): Promise<string> {
  await db.insert(images).values({ id: image.id, bytes: image.bytes, mime: 'image/webp' }).onConflictDoNothing();
  return image.id;
}

export async function storeImage(db: Db, input: Buffer, maxSide = 800): Promise<string> {
  return saveImage(db, await toWebp(input, maxSide));
}

export async function readImage(db: Db, id: string) {
  const [row] = await db.select({ bytes: images.bytes, mime: images.mime }).from(images).where(eq(images.id, id));
  return row;
}
