// Starts the real gateway (api + every frontend) on a fresh database for one e2e run.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// E2E_TMP_DIR lets two runs (two checkouts' worth of work on one machine) keep separate databases.
const tmp = process.env.E2E_TMP_DIR ?? path.join(here, '..', '.tmp');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

process.env.DATA_DIR = path.join(tmp, 'data');
process.env.REMOTES_FILE = path.join(tmp, 'remotes.json');
process.env.RELEASES_DIR = path.join(tmp, 'releases');
process.env.SEED_DEMO ??= 'true';
// Payment returns come back to the address the browser uses, so the patient is still signed in there.
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT ?? 8080}`;
// The suite signs in far more often than a person could; the limit itself is covered by the api's tests.
process.env.AUTH_RATE_LIMIT ??= '1000';
// Every contact-form test shares one address; the limit itself is covered by the api's tests.
process.env.CONTACT_RATE_LIMIT ??= '1000';
// Every spec books with accounts it has just opened; the hourly budget for new accounts has the api's test.
process.env.NEW_ACCOUNT_BOOKINGS_PER_HOUR ??= '1000000';
// Specs book several slots with accounts that never open their e-mail; the cap has the api's test.
process.env.UNVERIFIED_ACTIVE_BOOKINGS ??= '10000';
process.env.NODE_ENV = 'test';

await import('../../gateway/dist/gateway.mjs');
