/**
 * Where the reader was on each history entry of this tab (by react-router's location key), so Back and
 * Forward, and a reload, return there. Kept in sessionStorage: it belongs to the tab, like its history.
 */
const STORAGE_KEY = 'clinic:scroll-positions';
/** Enough for any real session; the oldest entries go first. */
const LIMIT = 50;

function read(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (!Array.isArray(stored)) return new Map();
    return new Map(stored.filter((entry): entry is [string, number] => typeof entry?.[0] === 'string' && typeof entry[1] === 'number'));
  } catch {
    return new Map();
  }
}

export interface ScrollMemory {
  remember(key: string, y: number): void;
  recall(key: string): number | undefined;
  /** Writes the positions to sessionStorage (on each navigation and when the page is left). */
  persist(): void;
}

export function createScrollMemory(): ScrollMemory {
  const positions = read();
  return {
    remember(key, y) {
      // Re-inserted so the map's order is the order of use, and the oldest is dropped first.
      positions.delete(key);
      positions.set(key, Math.max(0, Math.round(y)));
      while (positions.size > LIMIT) positions.delete(positions.keys().next().value!);
    },
    recall: (key) => positions.get(key),
    persist() {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
      } catch {
        // Storage full or refused (private mode): positions live as long as the page, which is most of the point.
      }
    },
  };
}
