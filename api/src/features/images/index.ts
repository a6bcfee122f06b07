// What other api features may use of images/: its public face. Everything else in this folder is its own;
// lint (scripts/lint/boundaries.mjs) refuses an import of it from another feature.
export { imageUrl, saveImage, type WebpImage } from './image-store';
export { uploadedImageToWebp } from './uploaded-image';
