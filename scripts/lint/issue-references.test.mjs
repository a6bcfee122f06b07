// Source cites the decision a rule comes from ("decision 47"), never the issue that asked for it: issues are
// documents outside the repo, so "issue N" tells a reader nothing, while docs/decisions/ is here and
// check-doc-references.mjs holds every "decision N" to a record. Tests, e2e specs, applied migrations and
// documents may keep "issue N": there it is history (the finding a test was written for, the change a
// migration made), not a pointer to follow. Run by `npm run lint` (node --test).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './boundaries.mjs';

const CODE = /\.(ts|tsx|js|mjs|cjs|css|sh|yml|yaml|conf|template)$|Dockerfile$/;
const KEEPS_HISTORY = /(\.test\.|\.spec\.|\.test-d\.|(^|\/)test\/|^e2e\/|^api\/drizzle\/|^docs\/|\.md$)/;
const SKIP = new Set(['node_modules', 'dist', '.git', '.turbo', 'coverage', '.data', '.releases', 'test-results', 'playwright-report']);
const ISSUE = /\b[Ii]ssues? #?\d+\b/;

function sourceFiles(dir = ROOT) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) || entry.name.startsWith('.tmp') ? [] : sourceFiles(full);
    const rel = path.relative(ROOT, full).split(path.sep).join('/');
    return CODE.test(rel) && !KEEPS_HISTORY.test(rel) ? [rel] : [];
  });
}

test('source files cite decisions, not issues', () => {
  const files = sourceFiles();
  assert.ok(files.length > 500, 'the source files were found');
  const found = files.flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (ISSUE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
  assert.deepEqual(found, [], 'name the decision (docs/decisions/) or say it in the comment itself');
});
