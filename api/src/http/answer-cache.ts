import type { FastifyReply } from 'fastify';

/**
 * Public answers read far more often than they change (the doctor list, a doctor's free slots), kept as their
 * JSON for a moment, by key. Dropped at once after any change made through the api (its committed events,
 * and another replica's through Redis), and otherwise at most `ttlMs` old: time passing (a time slips inside
 * the notice) and a change made past the api are seen within it. A booking is still checked by the database,
 * so a stale answer can only ever end in "Slot Not Available".
 */
export interface AnswerCache {
  get: (key: string, load: () => Promise<string>) => Promise<string>;
  invalidate: () => void;
}

export interface AnswerCacheOptions {
  ttlMs?: number;
  /** Past this many keys the cache starts again empty (an id per doctor: a bound, not a working size). */
  maxEntries?: number;
  now?: () => number;
}

export function createAnswerCache({ ttlMs = 1000, maxEntries = 1000, now = () => Date.now() }: AnswerCacheOptions = {}): AnswerCache {
  let entries = new Map<string, { at: number; json: Promise<string> }>();
  return {
    get(key, load) {
      const entry = entries.get(key);
      if (entry && now() - entry.at < ttlMs) return entry.json;
      if (!entry && entries.size >= maxEntries) entries = new Map();
      const held = entries;
      const current = { at: now(), json: load() };
      // A failed load is not kept: the next reader tries again.
      current.json.catch(() => {
        if (held.get(key) === current) held.delete(key);
      });
      held.set(key, current);
      return current.json;
    },
    invalidate() {
      // A load already under way keeps its own readers but is not kept for the next.
      entries = new Map();
    },
  };
}

/**
 * Sends a kept answer as it is. It was made through the call's response schema before it was kept, so no
 * field the schema leaves out can leave; Fastify sends a JSON string unchanged, and the type provider is
 * told it is the object it stands for.
 */
export const sendKeptJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json as never);
