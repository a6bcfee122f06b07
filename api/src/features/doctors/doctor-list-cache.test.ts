import { createDoctorListCache } from './doctor-list-cache';

describe('the doctor list cache', () => {
  let clock = 0;
  let loads = 0;
  const make = (fail = false) =>
    createDoctorListCache(
      async () => {
        loads++;
        if (fail) throw new Error('database down');
        return `list ${loads}`;
      },
      1000,
      () => clock,
    );

  beforeEach(() => {
    clock = 0;
    loads = 0;
  });

  test('answers from memory within the time to live, and loads again after it', async () => {
    const cache = make();
    expect(await cache.get()).toBe('list 1');
    clock = 999;
    expect(await cache.get()).toBe('list 1');
    clock = 1000;
    expect(await cache.get()).toBe('list 2');
  });

  test('a change made here is seen by the next read at once', async () => {
    const cache = make();
    await cache.get();
    cache.invalidate();
    expect(await cache.get()).toBe('list 2');
  });

  test('a change during a load is not hidden by that load', async () => {
    const cache = make();
    const pending = cache.get();
    cache.invalidate();
    await pending;
    expect(await cache.get()).toBe('list 2');
  });

  test('a failed load is not kept', async () => {
    const cache = make(true);
    await expect(cache.get()).rejects.toThrow('database down');
    await expect(cache.get()).rejects.toThrow('database down');
    expect(loads).toBe(2);
  });
});
