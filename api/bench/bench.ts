// `npm run bench`: API benchmarks with autocannon against the built server in its own process.
// Booking, the doctor list and a doctor's free slots on PGlite and PostgreSQL (when reachable), then the staff pages on a
// PostgreSQL database of BENCH_APPOINTMENTS (default 1,000,000) appointments. Figures, not pass/fail, except the
// sustained load's memory and error limits (sustained-load.ts): a broken one makes the run exit non-zero.
// Also: BENCH_SECONDS (per throughput run, 10), BENCH_STAFF_CONNECTIONS ('1,10'), BENCH_STAFF_SECONDS,
// BENCH_KEEP=true (keep clinic_bench_million for the next run), BENCH_DATABASE_URL (a server to use).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBooking, printBooking, type BookingFigures } from './booking-bench';
import { createBenchDatabase } from './postgres-database';
import { measureStaff, printStaff } from './staff-bench';
import { printSlots } from './slots-bench';
import { benchMessageDrain } from './messages-bench';
import { benchSustainedLoad } from './sustained-load';

const dist = path.dirname(fileURLToPath(import.meta.url));
const server = path.join(dist, 'server.mjs');
const bare = path.join(dist, '..', 'bench', 'bare-server.mjs');
const heapProbe = path.join(dist, '..', 'bench', 'heap-probe.cjs');
const LIST_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function bookingBench(adminUrl: string, databases: string[]) {
  const results: BookingFigures[] = [];
  if (databases.includes('pglite')) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-bench-pglite-'));
    try {
      results.push(await measureBooking(server, bare, 'PGlite', { DATA_DIR: dataDir }, LIST_SECONDS));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const pg = databases.includes('postgres') ? await createBenchDatabase(adminUrl) : undefined;
  if (pg) {
    try {
      results.push(await measureBooking(server, bare, 'PostgreSQL', { DATABASE_URL: pg.url, DATA_DIR: 'memory://' }, LIST_SECONDS));
    } finally {
      await pg.drop();
    }
  } else if (databases.includes('postgres')) console.log(`(PostgreSQL not reachable at ${adminUrl}: skipped)`);
  printBooking(results);
  printSlots(results.map((r) => ({ database: r.database, figures: r.slots })));
}

/** What BENCH_ONLY may name; unset runs them all, in this order. */
const PARTS = ['booking', 'booking-postgres', 'messages', 'sustained-load', 'staff'];

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // BENCH_ONLY=booking, booking-postgres, messages, sustained-load or staff runs a part.
  const only = process.env.BENCH_ONLY || undefined;
  if (only && !PARTS.includes(only)) throw new Error(`BENCH_ONLY=${only}: not one of ${PARTS.join(', ')}`);
  if (!only || only.startsWith('booking'))
    await bookingBench(adminUrl, only === 'booking-postgres' ? ['postgres'] : ['pglite', 'postgres']);
  if (!only || only === 'messages') await benchMessageDrain(adminUrl);
  if (!only || only === 'sustained-load') {
    const broken = await benchSustainedLoad(adminUrl, server, heapProbe);
    for (const limit of broken) console.log(`  LIMIT BROKEN: ${limit}`);
    if (broken.length) process.exitCode = 1;
  }
  if (only && only !== 'staff') return;
  const staff = await measureStaff(server, adminUrl);
  if (staff) printStaff(staff);
  else console.log(`(PostgreSQL not reachable at ${adminUrl}: the staff pages at scale were skipped)`);
}

await main();
