// The glossary's rule, as a check: no Hindi or Kannada catalog uses a word the glossary (docs/glossary.md)
// says not to use. The table is the one source: its "Hindi: do not use" and "Kannada: do not use" columns
// hold the avoided variants in backticks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './boundaries.mjs';

export const GLOSSARY = path.join(ROOT, 'docs', 'glossary.md');
const SKIP = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);

const cells = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** The glossary's rows: the term, the preferred word in each language and the variants to avoid. */
export function readGlossary(markdown = readFileSync(GLOSSARY, 'utf8')) {
  const lines = markdown.split('\n').filter((line) => line.trim().startsWith('|'));
  const header = cells(lines[0] ?? '');
  const column = (name) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`docs/glossary.md: the table has no column "${name}"`);
    return i;
  };
  const [term, hi, kn, hiAvoid, knAvoid] = ['Term', 'Hindi', 'Kannada', 'Hindi: do not use', 'Kannada: do not use'].map(column);
  const quoted = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  return lines.slice(2).map((line) => {
    const row = cells(line);
    return { term: row[term], use: { hi: row[hi], kn: row[kn] }, avoid: { hi: quoted(row[hiAvoid]), kn: quoted(row[knAvoid]) } };
  });
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` uses `variant` as a word or the start of one: not inside another word (ಕಂಡುಬಂದಿಲ್ಲ,
 * "not found", is not ಬಂದಿಲ್ಲ), and not cut before a vowel sign or nukta (तारीख is not तारीख़).
 */
export const usesVariant = (text, variant) => new RegExp(`(?<![\\p{L}\\p{M}])${escape(variant)}(?!\\p{M})`, 'u').test(text);

function catalogFiles(dir = ROOT, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) catalogFiles(full, found);
    else if (/^(hi|kn)\.json$/.test(entry.name) && path.basename(dir) === 'locales' && full.includes(`${path.sep}src${path.sep}`))
      found.push(full);
  }
  return found;
}

function* messages(value, key = '') {
  if (typeof value === 'string') yield [key, value];
  else for (const [k, v] of Object.entries(value)) yield* messages(v, key ? `${key}.${k}` : k);
}

/** Every catalog string that uses an avoided variant: `file key: "variant" (the glossary's term: word)`. */
export function glossaryViolations(glossary = readGlossary(), files = catalogFiles()) {
  const found = [];
  for (const file of files.sort()) {
    const language = path.basename(file, '.json');
    const catalog = JSON.parse(readFileSync(file, 'utf8'));
    for (const [key, text] of messages(catalog))
      for (const row of glossary)
        for (const variant of row.avoid[language])
          if (usesVariant(text, variant))
            found.push(`${path.relative(ROOT, file)} ${key}: "${variant}" (${row.term}: ${row.use[language]})`);
  }
  return found;
}
