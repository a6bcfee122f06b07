// ARCHITECTURE.md's tables of routes (2.1), calls (2.2) and route files (2.3) are the map a newcomer reads
// first; they drift silently when a call or a screen is added, renamed or removed. These tests hold them to
// the sources they describe: the contract's calls (shared/src/contract/routes.ts and staff-routes.ts), the shell's route table
// (shell/src/remotes/routes.ts) and the api's feature folders. Run by `npm run lint` (node --test).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './boundaries.mjs';

const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const architecture = read('ARCHITECTURE.md');

/** The text of `### <number> …` up to the next heading of that level or above. */
function section(number) {
  const start = architecture.indexOf(`\n### ${number} `);
  assert.ok(start >= 0, `ARCHITECTURE.md has no section ${number}`);
  const end = architecture.slice(start + 1).search(/\n#{2,3} /);
  return end < 0 ? architecture.slice(start) : architecture.slice(start, start + 1 + end);
}

/** The body rows of a section's first table, each as its cells' text. */
function tableRows(text) {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) => line.split('|').slice(1, -1));
}

const ticked = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** The contract's calls as routes.ts (the pages') and staff-routes.ts (behind a staff token) declare them. */
function contractCalls() {
  const source = read('shared/src/contract/routes.ts') + read('shared/src/contract/staff-routes.ts');
  // One entry per call, on one line or (when Prettier breaks a long one) several: `name: { method: …`.
  const names = [...source.matchAll(/^ {2}(\w+): \{\s*method: '(?:GET|POST)',/gm)].map((m) => m[1]);
  // A call written another way would be missed silently: the count of declarations must match.
  assert.equal(names.length, source.match(/\bmethod: '(?:GET|POST)',/g).length, 'every call in routes.ts and staff-routes.ts is read');
  return new Set(names);
}

/** The shell's screen routes as `role path` (role `public` for the site), with the page each loads. */
function screenRoutes() {
  const source = read('shell/src/remotes/routes.ts');
  const staffStart = source.indexOf('export const STAFF_ROUTES');
  const routes = new Map();
  // A role's list opens with `  admin: [`; a route is `{ path, page, … }` on one line or, when Prettier
  // breaks a long one, over several.
  const role = (at) => {
    if (at < staffStart) return 'public';
    const opened = [...source.slice(staffStart, at).matchAll(/^ {2}(\w+): \[$/gm)].at(-1);
    return opened ? opened[1] : 'public';
  };
  for (const route of source.matchAll(/\{\s*path: '([^']+)',\s*page: '([^']+)'/g)) routes.set(`${role(route.index)} ${route[1]}`, route[2]);
  assert.ok(routes.size > 20, 'the route table of shell/src/remotes/routes.ts was read');
  return routes;
}

/** Section 2.1's rows as `role path` → the row's page cell. */
function documentedRoutes() {
  const rows = new Map();
  for (const [routeCell, pageCell] of tableRows(section('2.1'))) {
    const role = /\((admin|doctor)\b/.exec(routeCell)?.[1] ?? 'public';
    for (const route of ticked(routeCell).filter((t) => t.startsWith('/'))) rows.set(`${role} ${route.split('?')[0]}`, pageCell);
  }
  return rows;
}

test('every call of the contract has a row in ARCHITECTURE.md 2.2, and every call named there exists', () => {
  const calls = contractCalls();
  const named = tableRows(section('2.2')).flatMap(([callCell]) => ticked(callCell));
  assert.deepEqual(
    [...calls].filter((call) => !named.includes(call)),
    [],
    'calls missing from the table of calls (ARCHITECTURE.md 2.2)',
  );
  assert.deepEqual(
    named.filter((name) => !calls.has(name)),
    [],
    'the table of calls (ARCHITECTURE.md 2.2) names calls the contract does not have',
  );
});

test('the route files named in ARCHITECTURE.md 2.2 exist under api/src/features', () => {
  const expand = (file) => {
    const braces = /\{([^}]+)\}/.exec(file);
    return braces ? braces[1].split(',').flatMap((part) => expand(file.replace(braces[0], part))) : [file];
  };
  const files = tableRows(section('2.2'))
    .flatMap(([, , routeCell]) => ticked(routeCell ?? ''))
    .filter((t) => /^[\w-]+\/[\w{},-]+\.ts$/.test(t))
    .flatMap(expand);
  assert.ok(files.length > 30, 'the route file column was read');
  assert.deepEqual(
    files.filter((file) => !existsSync(path.join(ROOT, 'api/src/features', file))),
    [],
    'route files named in ARCHITECTURE.md 2.2 that do not exist',
  );
});

test('every screen route has a row in ARCHITECTURE.md 2.1 naming its page, and every route there exists', () => {
  const routes = screenRoutes();
  const documented = documentedRoutes();
  assert.deepEqual(
    [...routes.keys()].filter((route) => !documented.has(route)),
    [],
    'screen routes (shell/src/remotes/routes.ts) missing from ARCHITECTURE.md 2.1',
  );
  assert.deepEqual(
    [...routes].filter(([route, page]) => documented.has(route) && !ticked(documented.get(route)).includes(page)),
    [],
    'rows of ARCHITECTURE.md 2.1 that name another page than the route loads',
  );
  assert.deepEqual(
    [...documented.keys()].filter((route) => !routes.has(route)),
    [],
    'routes in ARCHITECTURE.md 2.1 that the shell does not have',
  );
});

test('the calls ARCHITECTURE.md 2.1 says a page makes exist', () => {
  const calls = contractCalls();
  // A call's name starts with the role that makes it; other ticked words in the column are code.
  const named = tableRows(section('2.1'))
    .flatMap(([, , callsCell]) => ticked(callsCell ?? ''))
    .filter((t) => /^(user|doctor|admin)[A-Z]\w*$/.test(t) || calls.has(t));
  assert.ok(named.length > 40, 'the calls column was read');
  assert.deepEqual(
    named.filter((name) => !calls.has(name)),
    [],
    'ARCHITECTURE.md 2.1 names calls the contract does not have',
  );
});

test('every api feature with contract routes has a row in ARCHITECTURE.md 2.3, and every row is a feature', () => {
  const features = path.join(ROOT, 'api/src/features');
  const withRoutes = readdirSync(features).filter((feature) =>
    readdirSync(path.join(features, feature)).some((file) => /^(public|patient|doctor|admin|account)-routes\.ts$/.test(file)),
  );
  const rows = tableRows(section('2.3')).flatMap(([folderCell]) => ticked(folderCell).map((t) => t.replace(/\/$/, '')));
  assert.deepEqual(
    withRoutes.filter((feature) => !rows.includes(feature)),
    [],
    'features missing from ARCHITECTURE.md 2.3',
  );
  assert.deepEqual(
    rows.filter((feature) => !existsSync(path.join(features, feature))),
    [],
    'ARCHITECTURE.md 2.3 names folders that do not exist',
  );
});
