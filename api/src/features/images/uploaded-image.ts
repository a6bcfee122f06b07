import { fileTypeFromBuffer } from 'file-type';
import { badRequest, HttpError } from '../../http/errors';
import { toWebp, type WebpImage } from './image-store';

export const CHOOSE_IMAGE = 'Please choose an image file (JPEG, PNG or WebP)';
export const UNREADABLE_IMAGE = 'This image could not be read, please choose another file (JPEG, PNG or WebP)';

/**
 * Photo formats a browser offers that this build of sharp decodes. HEIC is not among them: the prebuilt
 * libvips has no HEVC decoder (AVIF, the other HEIF flavour, it does read).
 */
export const ACCEPTED_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/**
 * An uploaded picture as the api keeps it: the type is read from the bytes (never the file name or the
 * declared type), and the picture is re-encoded to WebP, which also drops anything hidden beside the pixels.
 */
export async function uploadedImageToWebp(bytes: Buffer): Promise<WebpImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_IMAGE_TYPES.has(type.mime)) throw new HttpError(415, CHOOSE_IMAGE);
  try {
    return await toWebp(bytes);
  } catch {
    // A truncated file, or one whose header claims more pixels than toWebp will decode.
    throw badRequest(UNREADABLE_IMAGE);
  }
}
