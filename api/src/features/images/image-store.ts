import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PLACEHOLDER_IMAGE_URL = '/api/images/placeholder.svg';

/** Where an image is served; its name is its content hash, so it can be cached forever. */
export const imageUrl = (id: string | null | undefined) => (id ? `/api/images/${id}.webp` : PLACEHOLDER_IMAGE_URL);

/** Normalises any decodable image to a square-bounded WebP and stores it once, by content. */
export async function storeImage(db: Db, input: Buffer, maxSide = 800): Promise<string> {
  const webp = await sharp(input, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(maxSide, maxSide, { fit: 'cover', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  const id = createHash('sha256').update(webp).digest('hex');
  await db.insert(images).values({ id, bytes: webp, mime: 'image/webp' }).onConflictDoNothing();
  return id;
}

export async function readImage(db: Db, id: string) {
  const [row] = await db.select({ bytes: images.bytes, mime: images.mime }).from(images).where(eq(images.id, id));
  return row;
}
