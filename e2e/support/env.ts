import path from 'node:path';

/**
 * Each Playwright worker has a gateway and a database of its own (playwright.config.ts starts one for
 * each), so tests that change the clinic's data never race a test in the other worker. The runner itself
 * (and a script outside Playwright) is worker 0.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/**
 * Worker `n`'s gateway and the side gateways its tests start (up to +250) stay clear of the api suite's ports
 * (4600-4799) and of the machine's services: a step of 2000 put worker 1's composed site's api on 6379,
 * Redis's port, and it could not start.
 */
export const portOfWorker = (n: number) => Number(process.env.E2E_PORT ?? 4173) + n * 3000;
/** Scratch space of worker `n`: the database, the remotes file and published releases. */
export const tmpDirOfWorker = (n: number) => `${process.env.E2E_TMP_DIR ?? path.join(__dirname, '..', '.tmp')}${n ? `-${n}` : ''}`;

export const E2E_PORT = portOfWorker(worker);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const TMP_DIR = tmpDirOfWorker(worker);
export const REMOTES_FILE = path.join(TMP_DIR, 'remotes.json');
export const RELEASES_DIR = path.join(TMP_DIR, 'releases');
export const REPO_ROOT = path.join(__dirname, '..', '..');
