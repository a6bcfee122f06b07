import { createAnswerCache } from '../../http/answer-cache';

/**
 * The public doctor list is read on every visit and changes only when someone books, cancels or the
 * clinic edits a doctor: one answer of the api's answer cache (`http/answer-cache.ts`), dropped at once
 * after any change made through this process and at most `ttlMs` old when another process made it.
 */
export interface DoctorListCache {
  get: () => Promise<string>;
  invalidate: () => void;
}

export function createDoctorListCache(load: () => Promise<string>, ttlMs = 1000, now = () => Date.now()): DoctorListCache {
  const cache = createAnswerCache({ ttlMs, now });
  return { get: () => cache.get('list', load), invalidate: cache.invalidate };
}
