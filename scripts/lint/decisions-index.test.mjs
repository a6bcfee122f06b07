// The decisions index (docs/decisions/README.md) is how a reader finds a record and learns whether the code
// carries it. It drifts when a record is added without a line, a file is renamed, or a record is built but
// its line still says "not implemented". Run by `npm run lint` (node --test).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './boundaries.mjs';

const DIR = path.join(ROOT, 'docs', 'decisions');
const records = readdirSync(DIR).filter((file) => /^\d{4}-.+\.md$/.test(file));
const index = readFileSync(path.join(DIR, 'README.md'), 'utf8');
/** Each line of the index's table: the number, the file it links, its "code" column. */
const lines = [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \|[^|]*\| ([^|]*) \|/gm)].map(([, number, file, code]) => ({
  number,
  file,
  code,
}));

/** Whether a record's own status line says the code carries it. */
function carried(file) {
  const status = /^\*\*Status:\*\*(.*)$/m.exec(readFileSync(path.join(DIR, file), 'utf8'))?.[1];
  assert.ok(status, `${file} has a **Status:** line`);
  return /implemented|carried out|built/i.test(status) && !/not (yet )?implemented|not in the code|does not (do|carry)/i.test(status);
}

test('every decision record has one line in the index, and every line links a record of its number', () => {
  assert.ok(lines.length > 50, 'the index table was read');
  assert.deepEqual(
    records.filter((file) => lines.filter((line) => line.file === file).length !== 1),
    [],
    'records without exactly one line in docs/decisions/README.md',
  );
  assert.deepEqual(
    lines.filter(({ number, file }) => !existsSync(path.join(DIR, file)) || !file.startsWith(`${number}-`)),
    [],
    'index lines whose record is missing or has another number',
  );
});

test("each index line's code column agrees with its record's status", () => {
  assert.deepEqual(
    lines.filter(({ file, code }) => /^implemented\b/.test(code.trim()) !== carried(file)).map(({ number, code }) => `${number}: ${code}`),
    [],
    'index lines that say "implemented" where the record does not, or the reverse',
  );
});
