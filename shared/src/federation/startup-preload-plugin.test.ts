/**
 * @jest-environment node
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { createAppConfig } from './app-config';

// A host made on the spot inside the repo (so its loaders resolve), built by webpack with the real config.
const ROOT = path.join(__dirname, '..', '..', '.preload-test');
const SHARED_PKG = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'));

afterAll(() => rmSync(ROOT, { recursive: true, force: true }));

test("index.html links the start-up stylesheets, asks for the start-up scripts bigger than the entry (react-dom's client) beside it, the entry first, and the start-up reads", async () => {
  const dir = path.join(ROOT, 'host');
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  const dependencies = { ...SHARED_PKG.peerDependencies, 'react-dom': SHARED_PKG.peerDependencies.react, '@clinic/shared': '^0.1.0' };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'preload-test-host', version: '0.0.0', dependencies }));
  writeFileSync(
    path.join(dir, 'src', 'index.html'),
    '<!doctype html><html><head><title><%= htmlWebpackPlugin.options.title %></title></head><body></body></html>',
  );
  writeFileSync(path.join(dir, 'src', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'src', 'index.ts'), "import('./bootstrap');\n");
  writeFileSync(
    path.join(dir, 'src', 'bootstrap.ts'),
    "import { createRoot } from 'react-dom/client';\nimport { create } from 'zustand';\nimport './layout.css';\nconsole.log(createRoot, create);\nimport('./later');\n",
  );
  writeFileSync(path.join(dir, 'src', 'layout.css'), 'body { margin: 0; }\n');
  writeFileSync(path.join(dir, 'src', 'later.ts'), "import { toast } from 'react-toastify';\nconsole.log(toast);\n");
  const config = createAppConfig(
    { name: 'shell', dir, host: { title: 'Test', runtimePlugins: [], startupReads: ['/api/doctor/list'] } },
    { mode: 'production' },
  );

  const stats = await new Promise<webpack.Stats>((resolve, reject) => webpack(config, (error, s) => (error ? reject(error) : resolve(s!))));
  expect(stats.toJson({ errors: true }).errors).toEqual([]);
  const chunks = stats.toJson({ chunks: true, chunkModules: true }).chunks!;
  const fileWith = (module: string) => chunks.find((c) => c.modules!.some((m) => m.name?.includes(module)))!.files![0];
  const html = readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
  const preloads = [...html.matchAll(/<link rel=preload as=script href=\/([^ >]+)>/g)].map((m) => m[1]);

  expect(preloads).toEqual([fileWith('react-dom.production.min')]);
  // Small start-up chunks (zustand) and lazy ones (react-toastify, imported later) are left to load when asked.
  expect(preloads).not.toContain(fileWith('zustand'));
  expect(preloads).not.toContain(fileWith('react-toastify'));
  expect(html).toMatch(/<script defer src=\/main\.[0-9a-f]+\.js fetchpriority=high><\/script>.*<link rel=preload/);
  // The reads every page makes at start, as fetches the app's own same-origin fetch takes over.
  expect(html).toContain('<link rel=preload as=fetch href=/api/doctor/list crossorigin=anonymous>');
  // The bootstrap's stylesheet from the head, so a page rendered on the server is painted styled.
  expect(html).toContain(
    `<link rel=stylesheet href=/${chunks.find((c) => c.files!.some((f) => f.endsWith('.css')))!.files!.find((f) => f.endsWith('.css'))}>`,
  );
  // The script that starts a server-rendered page after its first paint, named for the renderer.
  const afterPaint = /<meta name=after-paint-script content=\/(after-paint\.[0-9a-f]{8}\.js)>/.exec(html)![1]!;
  // (after-paint.js, minified with the rest.)
  expect(readFileSync(path.join(dir, 'dist', afterPaint), 'utf8')).toMatch(/^!function\(\)\{.*data-entries.*requestAnimationFrame/);
}, 60_000);
