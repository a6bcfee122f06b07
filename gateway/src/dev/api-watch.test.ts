import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isListening } from './api-proxy';
import { watchApi, type ApiWatch } from './api-watch';

// A repository of its own: an "api" that answers the version it imports from shared/src, and a shared UI
// file it does not import.
const root = mkdtempSync(path.join(tmpdir(), 'clinic-api-watch-'));
const put = (file: string, body: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), body);
};
put('api/package.json', '{"dependencies":{}}');
put('api/drizzle/0000_init.sql', '-- nothing');
put('shared/src/ui/Button.tsx', 'export const label = "Book";');
put('shared/src/contract/version.ts', 'export const version = "v1";');
const SERVER = `import http from 'node:http';
import { version } from '../../shared/src/contract/version';
const server = http.createServer((_request, response) => response.end(version + ' ' + process.pid)).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;
put('api/src/server.ts', SERVER);

const port = await new Promise<number>((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  });
});
const events: string[] = [];
const lines: string[] = [];
let api: ApiWatch;

const answer = async () => (await fetch(`http://127.0.0.1:${port}/`)).text();
/** Waits until the api answers something that passes `check` (it restarts in the background). */
async function answerWhen(check: (text: string) => boolean): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const text = await answer().catch(() => '');
    if (check(text)) return text;
    if (Date.now() > deadline) throw new Error(`the api still answers "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

beforeAll(async () => {
  api = await watchApi({
    root,
    outDir: path.join(root, 'dev', 'api'),
    env: { ...process.env, PORT: String(port) },
    port,
    proxy: { restarting: () => events.push('restarting'), started: () => events.push('started'), exited: () => events.push('exited') },
    log: (line) => lines.push(line),
  });
  expect(await api.ready).toBe(true);
}, 30_000);
afterAll(async () => {
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

test('an edit the api does not import leaves it running', async () => {
  const before = await answer();
  expect(before).toMatch(/^v1 \d+$/);
  put('shared/src/ui/Button.tsx', 'export const label = "Book now";');
  await settle();
  expect(await answer()).toBe(before);
  expect(events).toEqual(['started']);
});

test('an edit of shared code the api imports restarts it, the proxy told before and after', async () => {
  put('shared/src/contract/version.ts', 'export const version = "v2";');
  expect(await answerWhen((text) => text.startsWith('v2'))).toMatch(/^v2 \d+$/);
  expect(events).toEqual(['started', 'restarting', 'started']);
  expect(lines).toContain('api: restarting (shared/src/contract/version.ts)');
});

test('an edit that changes nothing in the bundle (a comment) does not restart it', async () => {
  const before = await answer();
  put('api/src/server.ts', `// a comment esbuild drops\n${SERVER}`);
  await settle();
  expect(await answer()).toBe(before);
});

test('code that does not build leaves the running api in place until it is fixed', async () => {
  const before = await answer();
  put('shared/src/contract/version.ts', 'export const version = ;');
  await settle();
  expect(await answer()).toBe(before);
  expect(lines).toContain('api: not rebuilt, the running one stays until the error above is fixed');
  put('shared/src/contract/version.ts', 'export const version = "v3";');
  expect(await answerWhen((text) => text.startsWith('v3'))).toMatch(/^v3 /);
});

test('closing stops the api process', async () => {
  await api.close();
  expect(await isListening(port)).toBe(false);
});
