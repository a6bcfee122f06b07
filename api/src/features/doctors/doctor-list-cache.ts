/**
 * The public doctor list is read on every visit and changes only when someone books, cancels or the
 * clinic edits a doctor. This keeps its JSON for a moment: dropped at once after any change made
 * through this process, and at most `ttlMs` old when another process made it (a booking is still
 * checked by the database, so a stale slot can only ever end in "Slot Not Available").
 */
export interface DoctorListCache {
  get: () => Promise<string>;
  invalidate: () => void;
}

export function createDoctorListCache(load: () => Promise<string>, ttlMs = 1000, now = () => Date.now()): DoctorListCache {
  let entry: { at: number; json: Promise<string>; generation: number } | undefined;
  let generation = 0;
  return {
    get() {
      if (entry && entry.generation === generation && now() - entry.at < ttlMs) return entry.json;
      const current = { at: now(), generation, json: load() };
      // A failed load is not kept: the next visitor tries again.
      current.json.catch(() => {
        if (entry === current) entry = undefined;
      });
      entry = current;
      return current.json;
    },
    invalidate() {
      generation++;
    },
  };
}
