import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** About 25 megapixels: any phone's photo, not the 30000 × 30000 a 70-byte file can claim. */
export const IMAGE_MAX_PIXELS = 25_000_000;

// One libvips thread per picture (the decode gate runs at most a few at once), and no cache of decoded
// pictures: each upload is seen once, so keeping its pixels only holds memory.
sharp.concurrency(1);
sharp.cache(false);

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
  const bytes = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize(maxSide, maxSide, { fit: 'cover', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  return { id: createHash('sha256').update(bytes).digest('hex'), bytes };
}

/**
 * Stores an image once: the same bytes always have the same id. Call it in the transaction that makes
 * something point at the image: a row already there is marked anew and locked until then, so the sweep
 * cannot delete it in between (it skips locked rows, and a fresh mark is not yet due).
 */
export async function saveImage(db: Db, image: WebpImage): Promise<string> {
  await db
    .insert(images)
    .values({ id: image.id, bytes: image.bytes, mime: 'image/webp' })
    .onConflictDoUpdate({ target: images.id, set: { releasedAt: sql`now()` } });
  return image.id;
}

export async function readImage(db: Db, id: string) {
  const [row] = await db.select({ bytes: images.bytes, mime: images.mime }).from(images).where(eq(images.id, id));
  return row;
}
