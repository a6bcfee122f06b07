import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest, HttpError } from '../../http/errors';
import { uploadDecodes } from './decode-gate';
import { IMAGE_MAX_PIXELS, toWebp, type WebpImage } from './image-store';
import { msg } from '../../i18n';

export const CHOOSE_IMAGE = msg('Please choose an image file (JPEG, PNG or WebP)');
export const UNREADABLE_IMAGE = msg('This image could not be read, please choose another file (JPEG, PNG or WebP)');
export const TOO_MANY_PIXELS = msg('The image is too large; please choose one under {megapixels} megapixels', {
  megapixels: IMAGE_MAX_PIXELS / 1_000_000,
});

/**
 * Photo formats a browser offers that this build of sharp decodes. HEIC is not among them: the prebuilt
 * libvips has no HEVC decoder (AVIF, the other HEIF flavour, it does read).
 */
export const ACCEPTED_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

const tooManyPixels = () => new HttpError(413, TOO_MANY_PIXELS);

/**
 * The pixels its header claims, read without decoding any (of an animation, the first frame's: all that is
 * decoded). A header that cannot be read is left to the decoder to refuse.
 */
async function claimedPixels(bytes: Buffer): Promise<number> {
  const { width = 0, height = 0 } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  return width * height;
}

/**
 * An uploaded picture as the api keeps it: the type is read from the bytes (never the file name or the
 * declared type), and the picture is re-encoded to WebP, which also drops anything hidden beside the pixels.
 * A picture over the pixel limit is refused from its header; the others take their turn at the decode gate.
 */
export async function uploadedImageToWebp(bytes: Buffer): Promise<WebpImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_IMAGE_TYPES.has(type.mime)) throw new HttpError(415, CHOOSE_IMAGE);
  if ((await claimedPixels(bytes)) > IMAGE_MAX_PIXELS) throw tooManyPixels();
  return uploadDecodes.run(async () => {
    try {
      return await toWebp(bytes);
    } catch (error) {
      // sharp's own check, should a header have understated the pixels.
      if (/pixel limit/i.test((error as Error).message)) throw tooManyPixels();
      // A truncated file, or one libvips cannot make sense of.
      throw badRequest(UNREADABLE_IMAGE);
    }
  });
}
