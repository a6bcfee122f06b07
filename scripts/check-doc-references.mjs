#!/usr/bin/env node
// Checks that every reference the code makes to the product's documents resolves inside the repository:
//   "decision 7", "Decision 25", "decisions 6–7", "decisions 6 and 9", "decisions 10-11"
//       → docs/decisions/0007-*.md must exist (one record per number of a range or list)
//   "spec section 4", "Spec section 9", "spec's section 2", "the spec (section 7)", "spec 5",
//   "section 2's …" on a line that names the spec, "spec section 3.2"
//       → docs/product.md must have a heading "## 4." (or "### 3.2" for a subsection)
// It reads the files git tracks (git ls-files), skipping node_modules, lock files, binary files, the
// documents themselves (docs/) and this script. A reference may run over a line break ("(spec\n *
// section 8)"): a file is read as one run of text, comment markers at line starts dropped, and a
// reference counts on the line where it begins. Exit 1 with file:line and the missing target for each reference that does not
// resolve; exit 0 with a count otherwise. Plain Node, no dependencies: `node scripts/check-doc-references.mjs`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const DECISIONS_DIR = path.join(ROOT, 'docs', 'decisions');
const PRODUCT = path.join(ROOT, 'docs', 'product.md');
const SELF = path
  .relative(ROOT, fileURLToPath(import.meta.url))
  .split(path.sep)
  .join('/');

const SKIPPED = [
  (file) => file.split('/').includes('node_modules'),
  (file) => file.startsWith('docs/'),
  (file) => file === SELF,
  (file) => /(^|\/)(package-lock\.json|yarn\.lock|pnpm-lock\.yaml|npm-shrinkwrap\.json)$/.test(file),
  (file) => /\.(png|jpe?g|gif|webp|avif|ico|svgz|woff2?|ttf|otf|eot|pdf|zip|gz|br|tgz|wasm|lock|snap)$/i.test(file),
];

// A number, or a range of two ("6–7", "6-7", "6 to 7"), then more of either after ",", "and" or "&".
const NUMBERS = String.raw`\d+(?:\s*(?:[–—-]|to)\s*\d+)?(?:\s*(?:,|and|&)\s*\d+(?:\s*(?:[–—-]|to)\s*\d+)?)*`;
const DECISION = new RegExp(String.raw`\bdecisions?\s+(${NUMBERS})`, 'gi');
// "spec section 4", "spec's section 4", "specification section 4", "spec (section 4)", "spec 4", "spec 3.2".
const SPEC_SECTION = /\bspec(?:ification)?(?:'s|’s)?\s*(?:\(\s*)?(?:§\s*|sections?\s+)?(\d+(?:\.\d+)?)\b/gi;
// A bare "section 4" counts when the spec is named shortly before it ("Spec section 8 and section 2's …").
const BARE_SECTION = /\bsections?\s+(\d+(?:\.\d+)?)\b/gi;
const SPEC_NEARBY = /\bspec(?:ification)?\b/i;
const NEARBY_CHARS = 120;

/** The numbers a decision reference names: "6–7" is 6 and 7, "1, 2 and 5" is 1, 2, 5. */
function decisionNumbers(text) {
  const numbers = [];
  for (const part of text.split(/\s*(?:,|and|&)\s*/)) {
    const range = part.match(/^(\d+)\s*(?:[–—-]|to)\s*(\d+)$/);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      // A range written backwards or absurdly long is a typo: check its ends only.
      if (to >= from && to - from <= 50) for (let n = from; n <= to; n++) numbers.push(n);
      else numbers.push(from, to);
    } else if (/^\d+$/.test(part)) numbers.push(Number(part));
  }
  return numbers;
}

/** A comment's continuation marker at the start of the next line ("*", "//", "#", "--"), dropped. */
const continuation = (line) => line.replace(/^\s*(?:\/\/+|\*+|#+|--)?\s*/, '');

function referencesIn(text) {
  // The file as one line (each line's comment marker dropped), with where each line starts in it.
  const lines = text.split(/\r?\n/);
  const starts = [];
  let flat = '';
  lines.forEach((line, i) => {
    if (i > 0) flat += ' ';
    starts.push(flat.length);
    flat += i === 0 ? line : continuation(line);
  });
  const lineAt = (index) => {
    let [lo, hi] = [0, starts.length - 1];
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };

  const found = [];
  for (const match of flat.matchAll(DECISION)) {
    for (const n of decisionNumbers(match[1])) found.push({ line: lineAt(match.index), kind: 'decision', target: n, text: match[0] });
  }
  const counted = new Set();
  for (const match of flat.matchAll(SPEC_SECTION)) {
    // The number's own position, so the bare-section pass below does not count it again.
    counted.add(match.index + match[0].lastIndexOf(match[1]));
    found.push({ line: lineAt(match.index), kind: 'section', target: match[1], text: match[0] });
  }
  for (const match of flat.matchAll(BARE_SECTION)) {
    if (counted.has(match.index + match[0].lastIndexOf(match[1]))) continue;
    if (SPEC_NEARBY.test(flat.slice(Math.max(0, match.index - NEARBY_CHARS), match.index))) {
      found.push({ line: lineAt(match.index), kind: 'section', target: match[1], text: match[0] });
    }
  }
  return found.map((ref) => ({ ...ref, text: ref.text.replace(/\s+/g, ' ').trim() }));
}

function decisionRecords() {
  const numbers = new Set();
  if (!existsSync(DECISIONS_DIR)) return numbers;
  for (const name of readdirSync(DECISIONS_DIR)) {
    const match = name.match(/^(\d{4})-.+\.md$/);
    if (match) numbers.add(Number(match[1]));
  }
  return numbers;
}

/** "## 4." headings give "4"; "### 3.2" headings give "3.2". */
function productSections() {
  const sections = new Set();
  if (!existsSync(PRODUCT)) return sections;
  for (const line of readFileSync(PRODUCT, 'utf8').split(/\r?\n/)) {
    const top = line.match(/^##\s+(\d+)\./);
    if (top) sections.add(top[1]);
    const sub = line.match(/^###\s+(\d+\.\d+)\b/);
    if (sub) sections.add(sub[1]);
  }
  return sections;
}

function trackedFiles() {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  return out
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .filter((file) => !SKIPPED.some((skip) => skip(file)));
}

function main() {
  const decisions = decisionRecords();
  const sections = productSections();
  const problems = [];
  let decisionRefs = 0;
  let sectionRefs = 0;
  let filesWithRefs = 0;

  for (const file of trackedFiles()) {
    const full = path.join(ROOT, file);
    if (!existsSync(full)) continue; // deleted in the working tree, not yet committed
    const bytes = readFileSync(full);
    if (bytes.includes(0)) continue; // binary
    const refs = referencesIn(bytes.toString('utf8'));
    if (refs.length) filesWithRefs++;
    for (const ref of refs) {
      if (ref.kind === 'decision') {
        decisionRefs++;
        if (!decisions.has(ref.target)) {
          problems.push(`${file}:${ref.line}: "${ref.text}" → no docs/decisions/${String(ref.target).padStart(4, '0')}-*.md`);
        }
      } else {
        sectionRefs++;
        if (!sections.has(ref.target)) {
          const heading = ref.target.includes('.') ? `### ${ref.target}` : `## ${ref.target}.`;
          problems.push(`${file}:${ref.line}: "${ref.text}" → no heading "${heading}" in docs/product.md`);
        }
      }
    }
  }

  if (problems.length) {
    console.error(`check-doc-references: ${problems.length} reference(s) point at nothing in the repo:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(
    `check-doc-references: ${decisionRefs + sectionRefs} references resolve (${decisionRefs} to docs/decisions/, ${sectionRefs} to docs/product.md sections) in ${filesWithRefs} files`,
  );
}

main();
