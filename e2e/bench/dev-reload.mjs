// `node e2e/bench/dev-reload.mjs`: how long `npm run dev` takes to be ready, and how long an edit takes to
// show in the browser. Starts the dev server on a free port with a scratch dev folder under
// node_modules/.cache (a cold start: empty build folders, a new database), opens `/` in Chromium, then,
// RUNS times each (5), appends a marker to a text in a remote's component and in the shell's and times
// from the save to the marker on screen. Each edit is taken back by replacing exactly the text it added,
// so an edit of the same file made meanwhile survives. Prints figures; nothing passes or fails.
// DEV_URL=http://… measures a dev server already running instead.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.RUNS ?? 5);
const EDITS = [
  {
    name: 'remote (mf-public CtaBanner)',
    file: 'mf-public/src/features/home/components/CtaBanner.tsx',
    text: 'Take the First Step Towards Better Hearing',
  },
  { name: 'shell (Footer)', file: 'shell/src/layouts/public/Footer.tsx', text: 'Opening hours' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts `npm run dev`'s program; resolves with its URL and the time to its "is running at" line. */
async function startDev() {
  // Inside the repository, as DEV_DIR must be (gateway/src/dev/dev-paths.ts).
  const scratch = path.join(ROOT, 'node_modules', '.cache');
  mkdirSync(scratch, { recursive: true });
  const devDir = mkdtempSync(path.join(scratch, 'clinic-dev-bench-'));
  const began = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/dev/dev.ts'], {
    cwd: ROOT,
    env: { ...process.env, DEV_PORT: String(await freePort()), DEV_DIR: devDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(devDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      // The dev server's own lines (rebuilds, api restarts), timed, to explain an outlier.
      for (const line of String(chunk)
        .split('\n')
        .filter((l) => l.startsWith('dev │')))
        process.stderr.write(`  ${((Date.now() - began) / 1000).toFixed(1)} s ${line}\n`);
      const found = /is running at (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${output}`)));
  });
  return { url, readyMs: Date.now() - began, stop };
}

/** Appends `marker` to the edit's text, and returns the undo: the same text put back, whatever else changed. */
function applyEdit(edit, marker) {
  const file = path.join(ROOT, edit.file);
  const source = readFileSync(file, 'utf8');
  if (!source.includes(edit.text)) throw new Error(`${edit.file} no longer contains "${edit.text}": choose another text`);
  writeFileSync(file, source.replace(edit.text, edit.text + marker));
  return () => writeFileSync(file, readFileSync(file, 'utf8').replace(edit.text + marker, edit.text));
}

async function main() {
  const dev = process.env.DEV_URL ? { url: process.env.DEV_URL, readyMs: undefined, stop: async () => {} } : await startDev();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const undos = new Set();
  const undoAll = () => {
    for (const undo of undos) undo();
    undos.clear();
  };
  process.once('SIGINT', () => {
    undoAll();
    process.exit(130);
  });
  try {
    const page = await browser.newPage();
    // Each document notes when a marker first shows (epoch ms), so the time is the page's, not the poll's.
    await page.addInitScript(() => {
      const seen = (window.__markersSeen = {});
      const look = () => {
        for (const [, marker] of (document.body?.textContent ?? '').matchAll(/\[dev edit (\d+)\]/g))
          seen[marker] ??= performance.timeOrigin + performance.now();
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const pageStart = Date.now();
    await page.goto(dev.url);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    const firstPageMs = Date.now() - pageStart;

    const results = {};
    let n = 0;
    for (const edit of EDITS) {
      results[edit.name] = [];
      for (let run = 0; run < RUNS; run++) {
        const marker = ` [dev edit ${++n}]`;
        const saved = Date.now();
        if (process.env.VERBOSE) process.stderr.write(`  edit ${n} saved\n`);
        const undo = applyEdit(edit, marker);
        undos.add(undo);
        await page.getByText(marker.trim(), { exact: false }).first().waitFor({ state: 'attached', timeout: 30_000 });
        const shown = await page.evaluate((id) => window.__markersSeen[id], String(n));
        results[edit.name].push(Math.round((shown ?? Date.now()) - saved));
        undo();
        undos.delete(undo);
        // The page reloads once more for the undo; the next edit starts from a settled page.
        await page.getByText(marker.trim(), { exact: false }).first().waitFor({ state: 'detached', timeout: 30_000 });
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
        await sleep(500);
      }
    }

    console.log(`\nnpm run dev (${dev.url}), ${RUNS} edits each, time from saving the file to the text on screen\n`);
    if (dev.readyMs !== undefined) console.log(`ready (cold start: new build folders and database): ${(dev.readyMs / 1000).toFixed(1)} s`);
    console.log(`first page ready in the browser: ${(firstPageMs / 1000).toFixed(1)} s`);
    console.table(
      Object.entries(results).map(([name, times]) => ({
        edit: name,
        'median ms': median(times),
        'min ms': Math.min(...times),
        'max ms': Math.max(...times),
        runs: times.join(', '),
      })),
    );
  } finally {
    undoAll();
    await browser.close();
    const stopping = Date.now();
    await dev.stop();
    if (dev.readyMs !== undefined)
      console.log(`stopped in ${((Date.now() - stopping) / 1000).toFixed(1)} s (it writes the build cache then)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
