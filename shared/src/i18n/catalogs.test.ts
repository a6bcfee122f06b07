import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { flattenCatalog } from './catalog';

// Every catalog of the repository: each app's src/locales, the shared package's and the api's.
const ROOT = path.join(__dirname, '..', '..', '..');
const SKIP = new Set(['node_modules', 'dist', '.turbo', 'coverage', 'test-results']);

function findEnglishCatalogs(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) findEnglishCatalogs(full, found);
    else if (name === 'en.json' && path.basename(dir) === 'locales') found.push(full);
  }
  return found;
}

const catalogs = findEnglishCatalogs(ROOT).map((file) => path.relative(ROOT, file));
const read = (file: string) => flattenCatalog(JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'))) as Record<string, string>;

type Token = string | [string, string?, Record<string, Token[] | number | undefined>?];
/** A plural's or select's branches: Lingui adds `offset` beside them, and writes `=0` as `0`. */
const branchesOf = (token: Exclude<Token, string>) =>
  Object.entries(token[2] ?? {}).filter((entry): entry is [string, Token[]] => entry[0] !== 'offset' && Array.isArray(entry[1]));
/** The names a compiled message takes, with each plural or select's branches, in order. */
function argumentsOf(tokens: Token[] | string, into = new Set<string>()): Set<string> {
  if (typeof tokens === 'string') return into;
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    into.add(token[0]);
    for (const [, branch] of branchesOf(token)) argumentsOf(branch, into);
  }
  return into;
}
function pluralBranches(tokens: Token[] | string, into: string[][] = []): string[][] {
  if (typeof tokens === 'string') return into;
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    if (token[1] === 'plural') into.push(branchesOf(token).map(([name]) => name));
    for (const [, branch] of branchesOf(token)) pluralBranches(branch, into);
  }
  return into;
}

const SCRIPT = { hi: /[\u0900-\u097F]/, kn: /[\u0C80-\u0CFF]/ } as const;

it('finds the catalogs', () => {
  expect(catalogs.length).toBeGreaterThan(5);
});

describe.each(catalogs)('%s', (file) => {
  const english = read(file);
  it.each(['hi', 'kn'] as const)('has every key in %s, and only those, each translated and well formed', (lang) => {
    const other = read(file.replace(/en\.json$/, `${lang}.json`));
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    const problems: string[] = [];
    const categories = new Set(new Intl.PluralRules(lang).resolvedOptions().pluralCategories);
    for (const [key, source] of Object.entries(english)) {
      const text = other[key];
      if (typeof text !== 'string' || !text.trim()) {
        problems.push(`${key}: empty`);
        continue;
      }
      let compiled: Token[] | string, englishCompiled: Token[] | string;
      try {
        compiled = compileMessage(text) as Token[] | string;
        englishCompiled = compileMessage(source) as Token[] | string;
      } catch (error) {
        problems.push(`${key}: does not compile (${(error as Error).message})`);
        continue;
      }
      const names = [...argumentsOf(compiled)].sort().join();
      const englishNames = [...argumentsOf(englishCompiled)].sort().join();
      if (names !== englishNames) problems.push(`${key}: takes {${names}}, English takes {${englishNames}}`);
      for (const branches of pluralBranches(compiled)) {
        if (!branches.includes('other')) problems.push(`${key}: a plural without "other"`);
        const unknown = branches.filter((b) => !/^=?\d+$/.test(b) && !categories.has(b as Intl.LDMLPluralRule));
        if (unknown.length) problems.push(`${key}: plural branches ${unknown.join()} are not ${lang}'s`);
      }
      // English pasted in as a translation: a sentence with no letter of the language's script.
      if (!SCRIPT[lang].test(text) && /[a-z]{2,}\s+[a-z]{2,}/i.test(source) && text === source)
        problems.push(`${key}: not translated ("${text}")`);
      // Markup tags (richText) must survive translation.
      const tags = (s: string) => (s.match(/<\/?\w+>/g) ?? []).sort().join();
      if (tags(text) !== tags(source)) problems.push(`${key}: tags ${tags(text)} differ from English ${tags(source)}`);
    }
    expect(problems).toEqual([]);
  });
});
