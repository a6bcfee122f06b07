// What `npm test` prints at its end: each stage's time and tests, and one closing line of the counts.

// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');
const number = (text, word) => Number(new RegExp(`(\\d+) ${word}`).exec(text)?.[1] ?? 0);

/** Passed and failed tests in a runner's output: jest's `Tests:` line, Playwright's closing lines. */
export function countTests(runner, output) {
  const text = plain(output);
  if (runner === 'jest') {
    const line = /^Tests:\s+(.*)$/m.exec(text)?.[1] ?? '';
    return { passed: number(line, 'passed'), failed: number(line, 'failed'), skipped: number(line, 'skipped') };
  }
  const closing = (word) => Number(new RegExp(`^\\s+(\\d+) ${word}`, 'm').exec(text)?.[1] ?? 0);
  return {
    passed: closing('passed'),
    failed: closing('failed') + closing('flaky') + closing('interrupted') + closing('did not run'),
    skipped: closing('skipped'),
  };
}

/**
 * The failures in a runner's output, each its title and the first lines of its error, so the end of a CI log
 * (often all that is kept of it) says which test failed and why.
 */
export function failedTests(runner, output, linesEach = 8) {
  const lines = plain(output).split('\n');
  const opens = runner === 'jest' ? /^\s+● (?!Console$)/ : /^\s+\d+\) \[/;
  const failures = new Map();
  for (let i = 0; i < lines.length; i++) {
    if (!opens.test(lines[i])) continue;
    const title = lines[i]
      .trim()
      .replace(/^(\d+\)|●) /, '')
      .replace(/\s*─+$/, '');
    const error = [];
    // The block ends at the next failure or at a line of the runner's own (not indented).
    for (let j = i + 1; j < lines.length && error.length < linesEach && !opens.test(lines[j]); j++) {
      if (/^\S/.test(lines[j])) break;
      if (lines[j].trim()) error.push(`    ${lines[j].trim()}`);
    }
    if (!failures.has(title)) failures.set(title, [`  ✘ ${title}`, ...error].join('\n'));
  }
  return [...failures.values()];
}

const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** The table of stages, then `tests: N passed, M failed` on a line of its own. */
export function formatSummary(rows, wallSeconds, cores) {
  const width = Math.max(...rows.map((r) => r.name.length));
  const lines = ['', `Stages (${cores} at a time; wall time of npm test ${clock(wallSeconds)}):`];
  for (const row of rows) {
    const tests = row.tests
      ? `  ${row.tests.passed} passed, ${row.tests.failed} failed${row.tests.skipped ? `, ${row.tests.skipped} skipped` : ''}`
      : '';
    const time = row.status === 'not run' ? '   –  ' : clock(row.seconds).padStart(6);
    lines.push(`  ${row.name.padEnd(width)}  ${time}  ${row.status}${tests}`);
  }
  const counted = rows.filter((r) => r.tests);
  const passed = counted.reduce((sum, r) => sum + r.tests.passed, 0);
  const failed = counted.reduce((sum, r) => sum + r.tests.failed, 0);
  const failures = rows.flatMap((r) => (r.failures ?? []).map((f) => `[${r.name}]\n${f}`));
  if (failures.length) lines.push('', 'Failed:', ...failures);
  lines.push('', `tests: ${passed} passed, ${failed} failed`);
  return lines.join('\n');
}
