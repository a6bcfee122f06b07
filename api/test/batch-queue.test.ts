import { batchedById } from '../src/db/batch-queue';

// Reads by id in batches (a patient's standing, an appointment before an action on it), with a reader that
// records the statements it is asked for. The databases' side runs in every patient call of the suites.

const row = (id: string) => ({ id, name: `row ${id}` });

function recordingReader(fail?: Error) {
  const statements: string[][] = [];
  const read = batchedById(async (ids: string) => {
    const asked = JSON.parse(ids) as string[];
    statements.push(asked);
    if (fail) throw fail;
    return asked.filter((id) => !id.startsWith('missing')).map((id) => row(id.toLowerCase()));
  });
  return { read, statements };
}

describe('reads by id, batched', () => {
  test('ids asked for together are read in one statement, and each caller hears its own row', async () => {
    const r = recordingReader();
    await expect(Promise.all(['a', 'missing-1', 'b', 'a'].map(r.read))).resolves.toEqual([row('a'), undefined, row('b'), row('a')]);
    expect(r.statements).toEqual([['a', 'missing-1', 'b', 'a']]);
  });

  test('one asked for while a statement is out waits for the next; one alone goes at once', async () => {
    const r = recordingReader();
    const first = r.read('a');
    await new Promise(setImmediate);
    const later = Promise.all([r.read('b'), r.read('c')]);
    await expect(first).resolves.toEqual(row('a'));
    await expect(later).resolves.toEqual([row('b'), row('c')]);
    expect(r.statements).toEqual([['a'], ['b', 'c']]);
  });

  test('an id in capitals finds the row the database writes in lower case', async () => {
    const r = recordingReader();
    await expect(r.read('ABC')).resolves.toEqual(row('abc'));
  });

  test('a statement that fails fails every caller of its batch', async () => {
    const r = recordingReader(new Error('connection lost'));
    const results = await Promise.allSettled([r.read('a'), r.read('b')]);
    expect(results.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(r.statements).toEqual([['a', 'b']]);
  });
});
