/**
 * @jest-environment node
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { ComponentType } from 'react';
import webpack from 'webpack';
import { createAppBuilds } from './app-config';
import { ISLANDS_SHARED_MODULES } from './islands-config';
import { ISLAND_PAGES, SERVER_RENDERED_PAGES } from './remote-contract';
import { serverSharedModules } from './server-config';
import { ISLANDS_MANIFEST, SERVER_MANIFEST, type IslandsManifest, type ServerManifest } from './server-manifest';

// A remote made on the spot inside the repo (so its loaders resolve), built by webpack with the real configs.
const ROOT = path.join(__dirname, '..', '..', '.server-build-test');
const SHARED_PKG = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'));

function makeRemote(homePage: string) {
  const dir = path.join(ROOT, `remote-${Math.random().toString(36).slice(2)}`);
  mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
  const dependencies = { ...SHARED_PKG.peerDependencies, 'react-dom': SHARED_PKG.peerDependencies.react, '@clinic/shared': '^0.1.0' };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'server-build-test-remote', version: '0.0.0', dependencies }));
  writeFileSync(path.join(dir, 'src', 'index.ts'), "import('./pages/HomePage');\n");
  writeFileSync(path.join(dir, 'src', 'pages', 'Home.module.css'), '.hero { color: teal; }\n');
  writeFileSync(path.join(dir, 'src', 'pages', 'HomePage.tsx'), homePage);
  writeFileSync(
    path.join(dir, 'src', 'islands.ts'),
    "export const islands = { home: () => import('./pages/HomePage').then((m) => m.default) };\n",
  );
  const pages = SERVER_RENDERED_PAGES.mf_public;
  for (const page of pages.filter((p) => p !== 'HomePage'))
    writeFileSync(path.join(dir, 'src', 'pages', `${page}.tsx`), `export default function ${page}() { return <p>${page}</p>; }\n`);
  const exposes = Object.fromEntries(pages.map((p) => [`./${p}`, `./src/pages/${p}`]));
  return { dir, configs: createAppBuilds({ name: 'mf_public', dir, exposes }, { mode: 'production' }) };
}

function build(configs: webpack.Configuration[]): Promise<string[]> {
  return new Promise((resolve, reject) =>
    webpack(configs, (error, stats) => (error ? reject(error) : resolve(stats!.toJson({ errors: true }).errors!.map((e) => e.message)))),
  );
}

afterAll(() => rmSync(ROOT, { recursive: true, force: true }));

const HOME = `import { Spinner } from '@clinic/shared/ui';
import styles from './Home.module.css';
export default function HomePage() { return <section className={styles.hero}><h1>Better Hearing</h1><Spinner label="Loading" /></section>; }
`;

test('a remote with server-rendered pages also builds one CommonJS file of them, which takes the shared modules from outside', async () => {
  const { dir, configs } = makeRemote(HOME);
  expect(configs).toHaveLength(3);
  expect(await build(configs)).toEqual([]);

  const manifest = JSON.parse(readFileSync(path.join(dir, 'dist', SERVER_MANIFEST), 'utf8')) as ServerManifest;
  expect(manifest.pages).toEqual([...SERVER_RENDERED_PAGES.mf_public]);
  expect(manifest.requires).toEqual(expect.arrayContaining(['@clinic/shared/ui', 'react/jsx-runtime']));
  for (const request of manifest.requires!) expect(serverSharedModules()).toContain(request);

  // Run as the site's renderer runs it: the shared modules handed in, nothing else.
  const require = createRequire(path.join(dir, 'package.json'));
  const handed = Object.fromEntries(manifest.requires!.map((id) => [id, require(id)]));
  const module = { exports: {} as { pages: Record<string, ComponentType> } };
  const code = readFileSync(path.join(dir, 'dist', 'ssr', manifest.bundle), 'utf8');
  vm.runInThisContext(`(function (exports, require, module) {${code}\n})`)(module.exports, (id: string) => handed[id], module);
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const { createElement } = require('react') as typeof import('react');
  const html = renderToString(createElement(module.exports.pages.HomePage!));
  expect(html).toContain('<h1>Better Hearing</h1>');

  // The class the server writes is the one the browser build's stylesheet styles.
  const serverClass = /<section class="([^"]+)"/.exec(html)![1]!;
  const manifestJson = JSON.parse(readFileSync(path.join(dir, 'dist', 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { css: { sync: string[] } } }[];
  };
  const css = manifestJson.exposes
    .find((e) => e.name === 'HomePage')!
    .assets.css.sync.map((file) => readFileSync(path.join(dir, 'dist', file), 'utf8'))
    .join('');
  expect(css).toContain(`.${serverClass}{color:teal}`);

  // Its islands bundle (decision 59) takes the shared modules from the shell's, and names the same class.
  const islands = JSON.parse(readFileSync(path.join(dir, 'dist', ISLANDS_MANIFEST), 'utf8')) as IslandsManifest;
  expect(islands.pages).toEqual([...ISLAND_PAGES.mf_public]);
  for (const request of islands.requires!) expect(ISLANDS_SHARED_MODULES).toContain(request);
  const islandsCode = readdirSync(path.join(dir, 'dist', 'islands'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(dir, 'dist', 'islands', file), 'utf8'))
    .join('');
  expect(islandsCode).toContain(`"${serverClass}"`);
  expect(islandsCode).toContain('globalThis.__clinicIslands');
}, 120_000);

test('a server-rendered page that needs a shared module the shell does not hand over fails the build', async () => {
  const { configs } = makeRemote(
    `import { renderToString } from 'react-dom/server';\nexport default function HomePage() { return <p>{typeof renderToString}</p>; }\n`,
  );
  expect((await build(configs)).sort()).toEqual([
    expect.stringContaining("react-dom/server is shared, but the shell's islands bundle does not provide it"),
    expect.stringContaining("react-dom/server is shared, but the shell's server bundle does not provide it"),
  ]);
}, 120_000);
