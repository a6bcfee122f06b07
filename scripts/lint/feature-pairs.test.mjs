// Api features that use each other (one imports the other's face and the other imports it back) are a knot:
// neither can change or be understood alone, and their modules load in a circle. None is left, and a new
// one fails lint (ARCHITECTURE.md, "Where things go"). A need the other way is handed in where the api is put
// together (`api-plugin.ts`), or the piece moves to the feature it belongs to. Run by `npm run lint` (node --test).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './boundaries.mjs';

const FEATURES = path.join(ROOT, 'api', 'src', 'features');

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [file] : [];
  });

/** Which features each feature's source imports (tests may import anything). */
function featureImports() {
  const uses = new Map();
  for (const feature of readdirSync(FEATURES, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const used = new Set();
    for (const file of sourceFiles(path.join(FEATURES, feature.name))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const [top] = path.relative(FEATURES, path.resolve(path.dirname(file), specifier)).split(path.sep);
        if (top && !top.startsWith('..') && top !== feature.name) used.add(top);
      }
    }
    uses.set(feature.name, used);
  }
  return uses;
}

test('no two api features import each other', () => {
  const uses = featureImports();
  const tied = [...uses].flatMap(([a, used]) => [...used].filter((b) => a < b && uses.get(b)?.has(a)).map((b) => `${a} ↔ ${b}`)).sort();
  assert.deepEqual(tied, []);
});
