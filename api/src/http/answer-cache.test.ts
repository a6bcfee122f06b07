import { createAnswerCache } from './answer-cache';

describe('the answer cache, by key', () => {
  let loads: string[] = [];
  const loader = (key: string) => async () => {
    loads.push(key);
    return `${key} ${loads.length}`;
  };
  beforeEach(() => {
    loads = [];
  });

  test('keeps each key’s answer apart, and one change drops them all', async () => {
    const cache = createAnswerCache({ now: () => 0 });
    expect(await cache.get('ananya', loader('ananya'))).toBe('ananya 1');
    expect(await cache.get('meera', loader('meera'))).toBe('meera 2');
    expect(await cache.get('ananya', loader('ananya'))).toBe('ananya 1');
    cache.invalidate();
    expect(await cache.get('meera', loader('meera'))).toBe('meera 3');
    expect(await cache.get('ananya', loader('ananya'))).toBe('ananya 4');
  });

  test('holds at most its bound of keys: past it, it starts again empty', async () => {
    const cache = createAnswerCache({ maxEntries: 2, now: () => 0 });
    await cache.get('a', loader('a'));
    await cache.get('b', loader('b'));
    await cache.get('c', loader('c'));
    expect(await cache.get('c', loader('c'))).toBe('c 3');
    expect(await cache.get('a', loader('a'))).toBe('a 4');
  });
});

// The doctor list was the first answer kept (ARCHITECTURE.md 3.4): what it must do, for any key.
describe('the answer cache, for one answer', () => {
  let clock = 0;
  let loads = 0;
  const load =
    (fail = false) =>
    async () => {
      loads++;
      if (fail) throw new Error('database down');
      return `list ${loads}`;
    };
  const make = () => createAnswerCache({ ttlMs: 1000, now: () => clock });

  beforeEach(() => {
    clock = 0;
    loads = 0;
  });

  test('answers from memory within the time to live, and loads again after it', async () => {
    const cache = make();
    expect(await cache.get('doctor-list', load())).toBe('list 1');
    clock = 999;
    expect(await cache.get('doctor-list', load())).toBe('list 1');
    clock = 1000;
    expect(await cache.get('doctor-list', load())).toBe('list 2');
  });

  test('a change made here is seen by the next read at once', async () => {
    const cache = make();
    await cache.get('doctor-list', load());
    cache.invalidate();
    expect(await cache.get('doctor-list', load())).toBe('list 2');
  });

  test('a change during a load is not hidden by that load', async () => {
    const cache = make();
    const pending = cache.get('doctor-list', load());
    cache.invalidate();
    await pending;
    expect(await cache.get('doctor-list', load())).toBe('list 2');
  });

  test('a failed load is not kept', async () => {
    const cache = make();
    await expect(cache.get('doctor-list', load(true))).rejects.toThrow('database down');
    await expect(cache.get('doctor-list', load(true))).rejects.toThrow('database down');
    expect(loads).toBe(2);
  });
});
