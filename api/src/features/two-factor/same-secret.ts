import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
export const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
