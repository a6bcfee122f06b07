// The counts `npm test` closes with come from what the runners print (run by `npm run lint`, node --test).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countTests, failedTests, formatSummary } from './summary.mjs';

test("jest's Tests line, with failures and skips, in colour", () => {
  const output =
    'PASS a.test.ts\n\u001b[1mTests:\u001b[22m       \u001b[31m2 failed\u001b[39m, 1 skipped, 2641 passed, 2644 total\nTime: 1 s\n';
  assert.deepEqual(countTests('jest', output), { passed: 2641, failed: 2, skipped: 1 });
});

test("Playwright's closing lines: a flaky or interrupted test counts as failed", () => {
  const output = '  ✓  1 a.spec.ts (2s)\n\n  1 failed\n    a.spec.ts:3:1 › x\n  1 flaky\n  269 passed (20.1m)\n';
  assert.deepEqual(countTests('playwright', output), { passed: 269, failed: 2, skipped: 0 });
});

test('the summary names every stage with its time and closes on one line of counts', () => {
  const text = formatSummary(
    [
      { name: 'install', status: 'passed', seconds: 61 },
      { name: 'jest api', status: 'failed', seconds: 600, tests: { passed: 10, failed: 1, skipped: 0 } },
      { name: 'playwright', status: 'not run', seconds: 0 },
    ],
    700,
    2,
  );
  assert.match(text, /install\s+1:01\s+passed/);
  assert.match(text, /jest api\s+10:00\s+failed {2}10 passed, 1 failed/);
  assert.match(text, /playwright\s+–\s+not run/);
  assert.equal(text.split('\n').at(-1), 'tests: 10 passed, 1 failed');
});

test("Playwright's failures are named with the first lines of their error, each once", () => {
  const output = [
    '  ✘  7 [chromium] › tests/a.spec.ts:3:1 › books a visit (3.1s)',
    '',
    '  1) [chromium] › tests/a.spec.ts:3:1 › books a visit ───────────',
    '',
    '    Error: expect(locator).toBeVisible() failed',
    "    Locator: getByRole('status')",
    '',
    '  1 failed',
    '    [chromium] › tests/a.spec.ts:3:1 › books a visit',
    '  228 passed (16.0m)',
  ].join('\n');
  const [failure, ...others] = failedTests('playwright', output);
  assert.equal(others.length, 0);
  assert.match(failure, /^ {2}✘ \[chromium\] › tests\/a\.spec\.ts:3:1 › books a visit\n {4}Error: expect\(locator\)/);
});

test("jest's failures, not its console blocks, and the closing repeat of a failure once", () => {
  const output = [
    'FAIL test/booking.test.ts',
    '  ● Console',
    '    console.log hello',
    '  ● booking › refuses a taken slot',
    '',
    '    expect(received).toBe(expected)',
    'Summary of all failing tests',
    '  ● booking › refuses a taken slot',
    '    expect(received).toBe(expected)',
  ].join('\n');
  const failures = failedTests('jest', output);
  assert.deepEqual(failures, ['  ✘ booking › refuses a taken slot\n    expect(received).toBe(expected)']);
});

test('the summary lists the failures of each stage before the closing line', () => {
  const text = formatSummary(
    [{ name: 'jest api', status: 'failed', seconds: 1, tests: { passed: 1, failed: 1, skipped: 0 }, failures: ['  ✘ a › b\n    boom'] }],
    1,
    2,
  );
  assert.match(text, /Failed:\n\[jest api\]\n {2}✘ a › b\n {4}boom\n\ntests: 1 passed, 1 failed$/);
});
