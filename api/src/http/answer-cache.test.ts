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
