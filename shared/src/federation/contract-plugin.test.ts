/**
 * @jest-environment node
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { createAppConfig } from './app-config';
import { REMOTE_PAGES } from './remote-contract';

// A remote made on the spot inside the repo (so its loaders resolve), built by webpack with the real config.
const ROOT = path.join(__dirname, '..', '..', '.contract-test');
const SHARED_PKG = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'));

function makeRemote(pages: readonly string[], header = '') {
  const dir = path.join(ROOT, `remote-${Math.random().toString(36).slice(2)}`);
  mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
  const dependencies = { ...SHARED_PKG.peerDependencies, 'react-dom': SHARED_PKG.peerDependencies.react, '@clinic/shared': '^0.1.0' };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'contract-test-remote', version: '0.0.0', dependencies }));
  writeFileSync(path.join(dir, 'src', 'index.ts'), "import('./pages/HomePage');\n");
  for (const page of pages)
    writeFileSync(path.join(dir, 'src', 'pages', `${page}.ts`), `${header}export default function ${page}() { return '${page}'; }\n`);
  const exposes = Object.fromEntries(pages.map((p) => [`./${p}`, `./src/pages/${p}`]));
  return createAppConfig({ name: 'mf_public', dir, exposes }, { mode: 'production' });
}

function build(config: webpack.Configuration): Promise<string[]> {
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => (error ? reject(error) : resolve(stats!.toJson({ errors: true }).errors!.map((e) => e.message)))),
  );
}

afterAll(() => rmSync(ROOT, { recursive: true, force: true }));

test('a remote that exposes every page the shell loads builds cleanly', async () => {
  expect(await build(makeRemote(REMOTE_PAGES.mf_public))).toEqual([]);
}, 60_000);

test('a remote that drops a page fails its build, naming the page', async () => {
  const errors = await build(makeRemote(REMOTE_PAGES.mf_public.filter((p) => p !== 'AboutPage')));
  expect(errors).toEqual([
    expect.stringContaining('Federation contract broken: mf_public no longer exposes ./AboutPage, which the shell loads'),
  ]);
}, 60_000);

test('a remote that takes from react-router-dom what the shared router does not offer fails its build, naming it', async () => {
  const header = "import { Link, useMatch } from 'react-router-dom';\nconsole.log(Link, useMatch);\n";
  const errors = await build(makeRemote(REMOTE_PAGES.mf_public, header));
  const pages = [...REMOTE_PAGES.mf_public].sort();
  expect(errors.sort()).toEqual(
    pages.map((page) => `src/pages/${page}.ts uses useMatch of react-router-dom, which router-exports.ts does not provide`),
  );
}, 60_000);
