/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname, '..');
/** The folders behind the package's entries (`./stores` → `stores`); other folders (`lib`) hold no state. */
const ENTRY_FOLDERS = new Set(
  Object.values(JSON.parse(readFileSync(path.join(SRC, '..', 'package.json'), 'utf8')).exports as Record<string, string>)
    .filter((file) => file.startsWith('./src/'))
    .map((file) => file.split('/')[2]),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.includes('.test.') ? [path.join(dir, e.name)] : [],
  );
}

// A value import of another entry by relative path bundles a private copy of it into each app, so a
// remote would get its own auth store instead of the shell's: one sign-in seen by some sections only.
// Helpers outside the entries' folders (lib/) hold no state, so a copy of them per entry is harmless.
test('entries of @clinic/shared reach one another only through the package subpaths', () => {
  const offenders: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const entry = path.relative(SRC, file).split(path.sep)[0];
    for (const match of readFileSync(file, 'utf8').matchAll(/^import\s+(type\s+)?[^'"]*from\s+'(\.\.\/[^']+)'/gm)) {
      const target = path.relative(SRC, path.resolve(path.dirname(file), match[2]!)).split(path.sep)[0];
      if (!match[1] && target !== entry && ENTRY_FOLDERS.has(target)) offenders.push(`${path.relative(SRC, file)} → ${match[2]}`);
    }
  }
  expect(offenders).toEqual([]);
});
