// `npm run bench`: API benchmarks with autocannon against the built server in its own process.
// Booking, the doctor list and a doctor's free slots on PGlite and PostgreSQL (when reachable), then the staff pages on a
// PostgreSQL database of BENCH_APPOINTMENTS (default 1,000,000) appointments. Figures, not pass/fail.
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

const dist = path.dirname(fileURLToPath(import.meta.url));
const server = path.join(dist, 'server.mjs');
const bare = path.join(dist, '..', 'bench', 'bare-server.mjs');
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

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // BENCH_ONLY=booking, BENCH_ONLY=staff, BENCH_ONLY=booking-postgres or BENCH_ONLY=messages runs a part.
  const only = process.env.BENCH_ONLY;
  if (only !== 'staff' && only !== 'messages')
    await bookingBench(adminUrl, only === 'booking-postgres' ? ['postgres'] : ['pglite', 'postgres']);
  if (!only || only === 'messages') await benchMessageDrain(adminUrl);
  if (only?.startsWith('booking') || only === 'messages') return;
  const staff = await measureStaff(server, adminUrl);
  if (staff) printStaff(staff);
  else console.log(`(PostgreSQL not reachable at ${adminUrl}: the staff pages at scale were skipped)`);
}

await main();
